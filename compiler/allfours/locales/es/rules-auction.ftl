### Las reglas numeradas de la subasta.

rule-pitcher = { $sides ->
    [yes] el equipo del { rule-role }
   *[no] el { rule-role }
 }
    .of = { $sides ->
        [yes] del equipo del { rule-role }
       *[no] del { rule-role }
    }
    .to = { $sides ->
        [yes] al equipo del { rule-role }
       *[no] al { rule-role }
    }

rule-bids = { $single ->
    [yes] La única oferta posible es { $least }; nadie puede pujar después de ella.
   *[no] Las ofertas van de { $least } a { $most }. Cada oferta debe ser más alta que todas las anteriores{ $partners ->
        [yes] , incluidas las del compañero
       *[no] {""}
    }{ $but ->
        [exception] , con una excepción ({ $rule })
        [exception-here] , con una excepción
        [retake] , salvo una oferta de { $most } después de otra de { $most } ({ $rule })
       *[none] {""}
    }.{ $ends ->
        [yes] {" "}Después de una oferta de { $most }, los jugadores siguientes solo pueden pasar.
       *[no] {""}
    }
 }
rule-privilege = { $kind ->
    [match] { rule-privilege.match }; también puede pujar más alto, como cualquier otro.
    [match_except_smudge] { rule-privilege.match }, salvo si es una mancha; también puede pujar más alto, como cualquier otro.
    [match_even_smudge] { rule-privilege.match }, aunque sea una mancha; también puede pujar más alto.
   *[none] El que reparte no tiene privilegio: como todos los demás, debe pujar más alto que la oferta más alta para quedarse con el contrato{ $again ->
        [yes] , o volver a pujar { $top } cuando ya se ha pujado ({ $rule })
       *[no] {""}
    }.
 }
    .match = Privilegio del que reparte: el que reparte puede igualar la oferta más alta hasta ese momento y quedarse con el contrato por ese monto
rule-retake = Un jugador posterior puede quedarse con la oferta más alta, { $top }, pujándola de nuevo: una vez que alguien puja { $top }, cada jugador siguiente ({ $partners ->
    [yes] también el compañero del que la pujó y el que reparte
   *[no] también el que reparte
 }) puede volver a pujar { $top }, o pasar. El último que puja { $top } es el mejor postor y, por tanto, el { rule-role } ({ $rule }).
rule-smudge = Mancha: quien oferta { $bid } «mancha», y esa oferta ya no se le puede quitar: después de ella ningún jugador puede pujar{ $match ->
    [yes] , salvo el que reparte para igualarla
   *[no] , ni siquiera el que reparte
 }. Los jugadores que vienen detrás del manchador conservan su turno, pero solo pueden pasar.{ $needs ->
    [yes] {" "}Una mancha solo se cumple si { rule-pitcher } gana todos los puntos y todas las bazas; cuando la carta de algún punto no está en juego, no se puede cumplir.
   *[no] {""}
 }
rule-all-pass = { $kind ->
    [stick_the_dealer] Si pasan todos los jugadores antes del que reparte, este no puede pasar y debe pujar { $least } o más (el que reparte queda «obligado»).
    [redeal_by_next_dealer] Si todos pasan, se recogen las cartas y el siguiente jugador reparte una mano nueva.
    [redeal_by_same_dealer] Si todos pasan, se recogen las cartas y el mismo jugador vuelve a repartir.
    [eldest_pitches] Si todos pasan, el jugador de la { $side ->
        [right] derecha
       *[left] izquierda
    } del que reparte lanza sin { $sides ->
        [yes] contrato; su equipo anota lo que haga, como los demás, y no puede quedar retrasado.
       *[no] contrato, anota lo que haga como todos los demás y no puede quedar retrasado.
    }
   *[dealer_plays] Si todos pasan, el que reparte es el { rule-role }, sin contrato{ $scored ->
        [yes] : la mano se puntúa como si la oferta fuera 0 ({ $rule }), así que siempre se cumple.
       *[no] ; { $sides ->
            [yes] su equipo anota lo que haga, como los demás, y no puede quedar retrasado.
           *[no] anota lo que haga como todos los demás y no puede quedar retrasado.
        }
    }
 }{ $set ->
    [0] {""}
   *[other] {" "}En lugar de pujar, el que reparte puede aceptar un retraso de { $set }: { $sides ->
        [yes] su equipo retrocede
       *[no] retrocede
    } { $set } { $set ->
        [one] punto
       *[other] puntos
    }, lo que cuenta como un retraso, la mano no se juega y el reparto pasa al siguiente.
 }
