### Las reglas numeradas de los puntos hechos, el ganador de la partida, la liquidación y
### las acciones ilegales.

rule-each = { $sides ->
    [yes] equipo
   *[no] jugador
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
rule-no-penalties = Por eso estas reglas no fijan ninguna penalización para un reparto mal hecho ni para un renuncio (no seguir el palo cuando se debe): cada uno se corrige como cualquier otro error{ $cited ->
    [yes] {" "}({ $rule })
   *[no] {""}
 }, sin coste. Los jugadores que quieran las penalizaciones tradicionales pueden adoptar en su lugar las reglas de mesa de este reglamento.{ $note }
note-no-penalties = { $cited ->
    [yes] los repartos mal hechos y los renuncios no pueden darse, porque se rechaza toda acción ilegal
   *[no] { note-refused }, así que los repartos mal hechos y los renuncios no pueden darse
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
            } solo se anota los puntos hechos
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
