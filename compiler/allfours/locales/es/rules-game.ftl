### Las reglas numeradas de los puntos hechos, el ganador de la partida, la liquidación y
### las acciones ilegales.

rule-each = { $sides ->
    [yes] equipo
   *[no] jugador
 }

rule-point-every-trick = { $title }: ganar todas las bazas de la mano, para el { rule-each } que las gana todas; si las bazas se reparten, nadie lo gana.{ $value ->
    [1] {""}
   *[other] { " " }Vale { $value } puntos.
 }

rule-points-made = Un { rule-each } «hizo» { $counted ->
    [each] { $points ->
        [1] 1 punto en la mano si ese punto fue para él, y 0 si no. El punto vale 1.
       *[other] k puntos en la mano cuando k de estos { FORM($points, "words") } puntos fueron para él. Cada punto vale 1.
    }
   *[valued] k puntos en la mano cuando los puntos contados al final de la mano que fueron para él valen k en total.{ $apart ->
        [yes] {" "}Los puntos que se anotan en el acto ({ JOIN($early, " y ") }) no cuentan aquí.
       *[no] {""}
    }
 }
rule-side-count = La «cuenta» de un { rule-each } en la mano es el valor de los puntos que ganó, de 0 a { $total }.
rule-no-trump-in-play = { $any ->
    [yes] Si no hay ningún triunfo en juego, nadie se anota { JOIN($points, " ni ") }.
   *[no] Ningún punto de la mano necesita un triunfo en juego.
 }

rule-one-winner = Cada partida la gana un solo { rule-each }.
rule-setbacks-lose = Un { rule-each } que queda retrasado { $times } veces en una partida la pierde en el acto: gana el otro { rule-each }, sean cuales sean las puntuaciones.
rule-fixed-deals = La partida también termina cuando cada jugador ha repartido { $times ->
    [one] una vez
   *[other] { FORM($times, "f") } veces
 }, salvo que un { rule-each } la haya ganado antes: la gana el { rule-each } con la puntuación más { $countdown ->
    [yes] baja
   *[no] alta
 }. Mientras dos o más vayan empatados en cabeza, se sigue jugando reparto a reparto hasta que uno quede solo en cabeza. Una mano que vuelve a repartir el mismo repartidor no cuenta.
rule-no-stakes = No hay liquidación en fichas: la partida se juega por lo que se haya acordado («tanto la partida»).{ $note }
note-no-stakes = no se calcula ningún pago
rule-net-chips = Ninguna ficha se crea ni se pierde: { $sides ->
    [yes] las ganancias de los ganadores igualan las pérdidas de los perdedores.
   *[no] la ganancia del ganador es igual a la suma de las pérdidas de los demás.
 }{ $note }
note-net-chips = la liquidación se expresa por puesto, en las fichas netas de cada puesto

rule-refused = Se juega según estas reglas: { JOIN($actions, " o ") } que estas reglas no permiten se retira en el acto, y el jugador elige en su lugar una que sí permitan.{ $note }
refused-action = { $action ->
    [card] una carta
    [bid] oferta
    [discard] descarte
   *[other] cualquier otra decisión
 }
note-refused = una acción que no es legal en el estado actual se rechaza con un error que nombra la regla que infringe, y el estado no cambia
rule-no-penalties = { $reneging ->
    [yes] Por eso estas reglas no fijan ninguna penalización para un reparto mal hecho: se corrige como cualquier otro error{ $cited ->
        [yes] {" "}({ $rule })
       *[no] {""}
    }, sin coste. Un renuncio (no seguir el palo cuando se debe) queda jugado y cuesta lo que dice { $renege }.
   *[no] Por eso estas reglas no fijan ninguna penalización para un reparto mal hecho ni para un renuncio (no seguir el palo cuando se debe): cada uno se corrige como cualquier otro error{ $cited ->
        [yes] {" "}({ $rule })
       *[no] {""}
    }, sin coste.
 } Los jugadores que quieran las penalizaciones tradicionales pueden adoptar en su lugar las reglas de mesa de este reglamento.{ $note }
note-no-penalties = { $reneging ->
    [yes] { $cited ->
        [yes] un reparto mal hecho no puede darse, porque se rechaza toda acción ilegal
       *[no] { note-refused }, así que un reparto mal hecho no puede darse
    }
   *[no] { $cited ->
        [yes] los repartos mal hechos y los renuncios no pueden darse, porque se rechaza toda acción ilegal
       *[no] { note-refused }, así que los repartos mal hechos y los renuncios no pueden darse
    }
 }

rule-target = La meta es { $target } puntos{ $countdown ->
    [yes] , que se cuentan hacia atrás hasta 0
   *[no] {""}
 }: la partida termina al acabar la primera mano tras la cual { $bidout ->
    [yes] { rule-pitcher } ha cumplido la oferta y tiene { rule-target.goal }
   *[no] algún { rule-each } tiene { rule-target.goal }
 }.{ $sale ->
    [yes] {" "}Una venta puede terminarla antes de jugar una carta, si el precio deja { $sides ->
        [yes] al equipo del vendedor
       *[no] al vendedor
    } con { rule-target.goal }.
   *[no] {""}
 }{ $soon ->
    [yes] {" "}Termina antes si un punto que se anota en el acto lleva a un { rule-each } a la meta ({ $early }).
   *[no] {""}
 }{ $goes ->
    [yes] {" "}Termina antes si { rule-pitcher } sale durante el juego ({ $out }).
   *[no] {""}
 }
    .goal = { $countdown ->
        [yes] 0 o menos
       *[no] { $target } o más
    }

rule-before-play = { $before } { $count ->
    [1] se anota antes de la jugada, en el momento en que ocurre.
   *[other] se anotan antes de la jugada, en el momento en que ocurren.
 }{ JOIN($twice, "", "") }{ $capture ->
    [yes] {" "}{ $oncapture } se anotan en el momento en que se gana su baza.
   *[no] {""}
 }{ $later ->
    [0] {""}
    [1] {" "}{ $after } se anota después de la jugada.
   *[other] {" "}{ $after } se anotan después de la jugada.
 }{ $one ->
    [yes] {" "}Cada punto vale 1.
   *[no] {""}
 }
rule-before-play-twice = {" "}{ $point } puede puntuar dos veces en una mano: por la primera muestra y por el palo nuevo al correr las cartas.

in-play-only-place = { $place ->
    [stock] quedó en el mazo
    [turned_up] salió de muestra
   *[discarded] se descartó
 }
rule-in-play-only = { $kind ->
    [kept] La carta de cada punto está en juego ({ $rule }): es un triunfo, y ninguna se puede descartar ({ JOIN($kept, ", ") }). Así, cada punto es para algún { rule-each }, y las cuentas de los { $sides ->
        [yes] equipos
       *[no] jugadores
    } suman { $total } en cada mano.
    [lost] Un punto cuya carta no está en juego ({ $rule }), porque { $out }, no es para nadie.
    [none] Solo las cartas en juego ({ $rule }) cuentan para los puntos de la jugada.
   *[points] { $points } se { $count ->
        [1] busca
       *[other] buscan
    } solo entre las cartas en juego ({ $rule }){ $outside ->
        [yes] : un triunfo que { $out } no es ninguno de ellos
       *[no] {""}
    }.
 }

rule-at-once = { JOIN($parts, " ", " ") }
rule-at-once-before = Los puntos anteriores a la jugada ({ $points }) cuentan en el momento en que se anotan. Un { rule-each } que llega a la meta con uno de ellos gana en el acto: ya no { JOIN($undone, ", ni ", ", ni ") } nada más.
at-once-undone = { $undone ->
    [run] se corre
    [discard] se descarta
   *[play] se juega
 }
rule-at-once-never = { $point } nunca puede hacerlo ({ $rule }){ $others ->
    [yes] , así que solo { $can } puede.
   *[no] .
 }
rule-at-once-eldest = Si un regalo lleva a la meta a más de un { rule-each }, gana el primero de ellos a partir del mano, por turno.
rule-at-once-capture = { $points } cuentan en el momento en que se gana su baza: un { rule-each } que llega a la meta con uno de ellos gana en el acto, y el resto de la mano no se juega.

rule-instant-wins = { $smudged ->
    [yes] Mancha: { $sides ->
        [yes] si el { rule-role } manchó con { $bid } y cumple la oferta, su equipo gana
       *[no] el { rule-role } que manchó con { $bid } y cumple la oferta gana
    } la partida en el acto, sea cual sea la puntuación{ $hole ->
        [yes] , salvo que estuviera en el hoyo ({ $countdown ->
            [yes] con más de { $target }
           *[no] con puntuación negativa
        }) antes de la mano; en ese caso { $reset ->
            [yes] su puntuación vuelve a { $countdown ->
                [yes] { $target }
               *[no] 0
            }, sean cuales sean los puntos hechos
           *[no] { $sides ->
                [yes] su equipo
               *[no] el manchador
            } { $advance ->
                [yes] se anota { $scores } en lugar de los puntos hechos
               *[no] solo se anota los puntos hechos
            }
        }, y la partida sigue salvo que el conteo la termine: si en esa mano algún { rule-each }, { rule-pitcher } incluido, { $countdown ->
            [yes] llega a 0
           *[no] alcanza la meta
        }, el ganador se decide como indica { $countout }
       *[no] {""}
    }.
   *[no] Ninguna oferta gana la partida en el acto.
 }{ $lost ->
    [yes] {" "}Si el { rule-role } manchó con { $setbid } y no cumple la oferta, { $sides ->
        [yes] su equipo pierde
       *[no] pierde
    } la partida en el acto, sea cual sea la puntuación: la gana el otro { rule-each }.
   *[no] {""}
 }{ $all ->
    [yes] {" "}Un { rule-each } al que van todos los puntos de una mano ({ $every }: { $count ->
        [1] el único
       *[other] los { FORM($count, "words") }
    }) gana la partida en el acto, sea cual sea su puntuación, { $sides ->
        [yes] sea o no el equipo del lanzador
       *[no] sea o no el lanzador
    }. Si alguno de ellos no es para nadie{ $example ->
        [yes] {" "}(por ejemplo, si { $card } no está en juego)
       *[no] {""}
    }, ningún { rule-each } se los llevó todos.
   *[no] {""}
 }

rule-counting-out = { $mode ->
    [none] En cada mano solo puntúa un { rule-each }{ $by ->
        [yes] {" "}({ $scoring })
       *[no] {""}
    }, así que dos { rule-counting-out.each } nunca llegan a { rule-counting-out.goal } en la misma mano: gana el que llega, y no hay conteo; los puntos solo se anotan después de la última baza, así que ningún { rule-each } { rule-counting-out.reaches } durante la jugada.
    [bid-out] Solo { rule-pitcher } puede ganar, y solo cumpliendo la oferta: un { rule-each } que llega a { rule-counting-out.goal } defendiendo no gana; conserva su puntuación, y la partida sigue hasta una mano en la que { rule-pitcher } cumpla la oferta y tenga { rule-counting-out.goal }.
    [higher-two] Cuando más de un { rule-each } { rule-counting-out.reaches } en la misma mano, gana la mejor puntuación; si hay empate, gana { rule-pitcher }.
    [higher] Cuando más de un { rule-each } { rule-counting-out.reaches } en la misma mano, gana la mejor puntuación; si hay empate, gana { rule-pitcher } si está entre ellos y, si no, deciden los puntos de la mano, acreditados de uno en uno en el orden en que están numerados.
    [last] Después de la jugada, se suma a las puntuaciones el punto { $last }; gana el { rule-each } al que lleve a { rule-counting-out.goal }.
    [at-once] Después de la jugada, se suman a las puntuaciones los puntos { $counted }. Si entonces algún { rule-each } tiene { rule-counting-out.goal }, los { rule-counting-out.each } cuentan por orden: { $first ->
        [yes] { rule-counting-out.first } Si no, partiendo
       *[no] partiendo
    } de las puntuaciones tras los puntos anotados en el acto ({ $after }), los puntos se acreditan de uno en uno en el orden { $order }, y gana el primer { rule-each } que { rule-counting-out.reaches }, aunque otro termine con más.
   *[order] Cuando uno o más { rule-counting-out.each } { rule-counting-out.reach } en la misma mano, el ganador se decide contando los puntos de la mano en orden. { $first ->
        [yes] { rule-counting-out.first } Si no, los puntos
       *[no] Los puntos
    } se acreditan de uno en uno en el orden { $order }, partiendo de la puntuación de cada { rule-each } { $sale ->
        [yes] al empezar la jugada (con el precio de un lanzamiento vendido ya anotado)
       *[no] antes de la mano
    }{ $setback ->
        [yes] {" "}({ $sides ->
            [yes] al equipo del { rule-role }
           *[no] al { rule-role }
        } que quedó retrasado no se le acredita nada)
       *[no] {""}
    }, y gana el primer { rule-each } que { rule-counting-out.reaches }.
 }
    .each = { $sides ->
        [yes] equipos
       *[no] jugadores
    }
    .goal = { $countdown ->
        [yes] 0 o menos
       *[no] { $target } o más
    }
    .reaches = { $countdown ->
        [yes] llega a 0
       *[no] alcanza la meta
    }
    .reach = { $countdown ->
        [yes] llegan a 0
       *[no] alcanzan la meta
    }
    .first = Primero cuentan los puntos { rule-pitcher.of }: si { rule-pitcher } cumplió la oferta y ahora tiene { rule-counting-out.goal }, gana { $sides ->
        [yes] ese equipo
       *[no] el lanzador
    }, aunque otro { rule-each } tenga una puntuación total mejor.

## Salir durante el juego

rule-going-out = Salir en juego: durante el juego, { rule-pitcher } gana la partida en cuanto los puntos que ya tiene asegurados cumplen la oferta y lo llevan a { rule-target.goal }. El resto de la mano no se juega y nadie más se anota nada por ella. Un punto está asegurado cuando ninguna carta que quede por jugar puede cambiar quién se lo anota: { $certain }.{ $smudge ->
    [yes] {" "}Una mancha (una oferta de { $bid }) solo se decide al final de la mano.
   *[no] {""}
 } { $sides ->
    [yes] Los demás equipos solo llegan
   *[no] Los demás jugadores solo llegan
 } a la meta al final de una mano.{ $note }
going-out-when = { $points } { $when ->
    [top] cuando ya se ha jugado el triunfo más alto de la baraja
    [bottom] cuando ya se ha jugado el triunfo más bajo de la baraja
    [taken] cuando { $count ->
        [one] su carta se gana
       *[other] sus cartas se ganan
    } en una baza
    [played] cuando { $count ->
        [one] su carta se juega
       *[other] sus cartas se juegan
    }
    [count] cuando las cartas que cuentan y aún no se han ganado ya no pueden darle alcance
   *[end] solo al final de la mano
 }
note-going-out = una partida ganada así termina tras la baza que lo aseguró: el registro muestra las bazas jugadas, `made` true, `game_over` true y solo los puntos anotados al bando del lanzador; todos los demás puntos son `null`
