### Las reglas numeradas de los puntos de la mano: qué es cada punto, quién se lo anota y
### cuánto vale.

rule-point = { $title }: { $card ->
    [highest] el triunfo más alto en juego, { $to }.{ rule-point.level }
    [lowest] el triunfo más bajo en juego, { $to }{ rule-point.kept }. Si solo hay un triunfo en juego, es a la vez el más alto y el más bajo.{ $jokers ->
        [two] {" "}Ningún comodín cuenta nunca para este punto: cuenta el triunfo más bajo que no sea comodín; si los comodines son los únicos triunfos en juego, el mayor de ellos es el más alto, y nadie se anota el punto { $title }.
        [one] {" "}El comodín nunca cuenta para este punto: cuenta el triunfo natural más bajo; si el comodín es el único triunfo en juego, es el más alto, y nadie se anota el punto { $title }.
       *[none] {""}
    }
    [card] { $named }, { $to }{ rule-point.kept }.{ $dealt ->
        [yes] { $always ->
            [yes] {""}
           *[no] {" "}Si { $named } no se repartió, nadie se anota el punto { $title }.
        }
       *[no] { $missing ->
            [yes] {" "}Si no está en juego (si { $out }), nadie se anota el punto { $title }.
           *[no] {""}
        }
    }
    [plain] { $named }, { $to }.
   *[most] { $dealt ->
        [yes] cada { rule-each } suma el valor de las cartas que { $sides ->
            [yes] ganaron sus jugadores
           *[no] ganó
        } en bazas, contando { JOIN($values, ", ") } y las demás cartas 0. El { rule-each } con el total más alto se anota el punto.
       *[no] cada { rule-each } suma las cartas que cuentan{ $counted ->
            [yes] {" "}({ $counting })
           *[no] {""}
        } de las bazas que ganó; el { rule-each } con el total más alto se anota el punto.
    } { $tie }{ $half ->
        [yes] {" "}Cada comodín ganado cuenta medio punto para el total, así que un comodín deshace un empate de puntos enteros.
       *[no] {""}
    }
 }{ $value ->
    [1] {""}
   *[other] {" "}{ rule-point.it } { FORM($value, "words") } { $value ->
        [1] punto
       *[other] puntos
    }.
 }{ $hanged ->
    [0] {""}
   *[other] {" "}{ rule-point.it } { FORM($hanged, "words") } { $hanged ->
        [1] punto
       *[other] puntos
    } si gana su baza un contrario { $sides ->
        [yes] del equipo que tenía la carta
       *[no] del jugador que tenía la carta
    }.
 }{ $soon ->
    [yes] {" "}Se anota en el momento en que se gana su baza ({ $early }).
   *[no] {""}
 }
    .level = { $level ->
        [first] {" "}Si los dos comodines son los triunfos más altos en juego, valen lo mismo, y el más alto es el que se juega primero.
        [later] {" "}Si los dos comodines son los triunfos más altos en juego, valen lo mismo, y el más alto es el que se juega después.
       *[none] {""}
    }
    .kept = { $kept ->
        [yes] , aunque otro { rule-each } gane la baza que { FORM($named, "pronoun") } contiene
       *[no] {""}
    }
    .it = { $card ->
        [plain] Cada uno vale
       *[other] Vale
    }
# El pronombre de la carta ($card: lo, la) concuerda con ella: «el jugador que la recibió».
point-recipient = { $credit ->
    [holder] para el jugador que { $kept ->
        [yes] { point-recipient.it } tiene al empezar la jugada, después del descarte{ $drawn ->
            [yes] {" "}y el robo
           *[no] {""}
        }
       *[no] { $held ->
            [yes] { point-recipient.it } tuvo y { point-recipient.it } jugó
           *[no] { point-recipient.it } recibió en el reparto
        }
    }{ point-recipient.own }
    [capturer] para el jugador que gana la baza que { point-recipient.it } contiene{ point-recipient.own }
    [player] para el jugador que { point-recipient.it } juega en una baza{ point-recipient.own }
   *[none] {""}
 }
    .it = { FORM($card, "pronoun") }
    .own = { $sides ->
        [yes] {" "}(y, por tanto, para su equipo)
       *[no] {""}
    }
point-tie = { $tie ->
    [nobody] Si dos o más { point-tie.each } empatan con el total más alto{ point-tie.zero }, nadie se lo anota.
    [pitcher] Si { rule-pitcher } empata con el total más alto, se lo anota { rule-pitcher }; cualquier otro empate no da el punto a nadie.
    [eldest] Si dos o más { point-tie.each } empatan con el total más alto{ point-tie.zero }, se lo anota { point-tie.who }.
    [carried] Si dos o más { point-tie.each } empatan con el total más alto{ point-tie.zero }, nadie se lo anota y su valor pasa a la mano siguiente: allí vale lo suyo más todo lo acumulado (tras dos empates seguidos, el triple de su valor). Lo que sigue acumulado al terminar la partida se pierde.
   *[eldest_if_level] Si { point-tie.who } empata con el total más alto, se lo anota { point-tie.who }; cualquier otro empate no da el punto a nadie.
 }
    .each = { $sides ->
        [yes] equipos
       *[no] jugadores
    }
    .zero = { $eldest ->
        [yes] {" "}(también a 0)
       *[no] {""}
    }
    .who = { $sides ->
        [yes] el equipo del { point-tie.one }
       *[no] el { point-tie.one }
    }
    .one = { $eldest ->
        [yes] mano
       *[no] jugador de la { $side ->
            [right] derecha
           *[left] izquierda
        } del que reparte
    }
