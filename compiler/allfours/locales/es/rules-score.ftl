### Las reglas numeradas de la puntuación por diferencia, el hoyo, los retrasos anotados y
### la liquidación en fichas.

rule-by-difference = Sea b el contrato{ $none ->
    [yes] {" "}(0 si no lo hay, { $rule })
   *[no] {""}
 }, B la cuenta { rule-pitcher.of } y O la del otro { rule-each }. La oferta se cumple si B llega al menos a b. Entonces el { rule-each } con la cuenta más alta se anota la diferencia entre las dos cuentas, y el otro { rule-each } se anota 0; si son iguales, nadie se anota nada.
rule-set-side = Si no, { rule-pitcher } no cumple y se anota 0, y el otro { rule-each } se anota { $award ->
    [own] O + b: los puntos que ganó más la oferta; un punto que nadie ganó (su carta quedó fuera de juego) no cuenta para nadie, así que puede ser menos que todos los puntos de la mano ({ $total }) más lo que faltó.
   *[all] { $total } + b − B: todos los puntos de la mano ({ $total }) más los que le faltaron { rule-pitcher.to } para llegar a la oferta; es decir, O + b siempre que los { $total } puntos estén en juego.
 }
rule-setbacks-recorded = { $why ->
    [none] No hace falta contar las veces que se queda retrasado: quedar retrasado cuesta solo la oferta ({ $contract }){ $settled ->
        [yes] , y nada en la liquidación ({ $settlement })
       *[no] {""}
    }.
   *[other] En la hoja de puntuación se anota cuántas veces ha quedado retrasado cada { rule-each } a lo largo de la partida: { $why ->
        [costs] { rule-setbacks-recorded.costs }
        [loses] { rule-setbacks-recorded.loses }
       *[both] { rule-setbacks-recorded.costs } y { rule-setbacks-recorded.loses }
    }.{ $smudged ->
        [yes] {" "}Una mancha (una oferta de { $smudge }) no cumplida cuenta como { FORM($counts, "words") } retrasos.
       *[no] {""}
    }
 }
    .costs = cada vez cuesta fichas en la liquidación ({ $settlement })
    .loses = el { rule-each } que queda retrasado { $loses } veces pierde la partida ({ $losing })
rule-hole = { $countdown ->
    [yes] Las puntuaciones se cuentan hacia atrás: cada { rule-each } empieza con { $target } puntos, la meta, y le va restando los puntos que hace; quedar retrasado le vuelve a sumar la oferta. Una puntuación de más de { $target } está «en el hoyo»; una puntuación de exactamente { $target } no lo está.
   *[no] Las puntuaciones pueden bajar de cero. Un { rule-each } con puntuación negativa está «en el hoyo»; una puntuación de exactamente 0 no está en el hoyo.
 } En la hoja de puntuación, una puntuación en el hoyo se anota tradicionalmente rodeada con un círculo.

rule-settle = { $sides ->
    [yes] Cada jugador de un equipo perdedor paga a cada jugador del equipo ganador { rule-settle.above } si la puntuación final de su equipo es { rule-settle.good }, y { rule-settle.below } si es { rule-settle.bad }.
   *[no] El ganador cobra { rule-settle.above } de cada uno de los demás jugadores cuya puntuación final sea { rule-settle.good }, y { rule-settle.below } de cada uno cuya puntuación final sea { rule-settle.bad }.
 }{ $double ->
    [yes] {" "}Una partida que una mancha ganó o perdió en el acto se paga doble: cada pago, fichas por retrasos incluidas, se duplica.
   *[no] {""}
 }
    .above = { FORM($above, "f") } { $above ->
        [one] ficha
       *[other] fichas
    }
    .below = { FORM($below, "f") } { $below ->
        [one] ficha
       *[other] fichas
    }
    .good = { $countdown ->
        [yes] { $less } o menos
       *[no] 1 o más
    }
    .bad = { $countdown ->
        [yes] { $target } o más
       *[no] 0 o menos
    }
rule-setback-chips = { $extra ->
    [0] Quedar retrasado no cuesta nada en la liquidación: solo cuentan las puntuaciones finales.
   *[other] { $sides ->
        [yes] Variante en vigor: cada jugador de un equipo perdedor paga además a cada jugador del equipo ganador { rule-setback-chips.extra } por cada vez que su equipo quedó retrasado durante la partida.
       *[no] Variante en vigor: el ganador cobra además { rule-setback-chips.extra } de cada jugador perdedor por cada vez que ese jugador quedó retrasado durante la partida.
    }
 }
    .extra = { FORM($extra, "f") } { $extra ->
        [one] ficha adicional
       *[other] fichas adicionales
    }

rule-others-score = { $kind ->
    [difference] Las puntuaciones nunca bajan: cada mano suma a la puntuación de un solo { rule-each }, o de ninguno.{ $sides ->
        [yes] {" "}Los compañeros comparten una sola puntuación.
       *[no] {""}
    }
    [count] Cada { rule-each }, salvo { rule-pitcher }, { rule-others-score.score } su cuenta ({ $rule }).
    [made] Cada { rule-each }, salvo { rule-pitcher }, { rule-others-score.score } los puntos que hizo.
   *[points] Cada punto { $countdown ->
        [yes] resta su valor de
       *[no] suma su valor a
    } la puntuación del { rule-each } que lo gana. No hay subasta, ni contrato, ni nadie queda retrasado: las puntuaciones nunca { $countdown ->
        [yes] suben
       *[no] bajan
    }.
 }
    .score = { $countdown ->
        [yes] resta de su puntuación
       *[no] anota
    }

rule-contract-scoring = { CAP(rule-pitcher) } { rule-contract-scoring.score } { $counted ->
    [yes] su cuenta ({ $rule }) si llega al menos a la oferta; si no, queda «retrasado» por el monto de la oferta: { $countdown ->
        [yes] la oferta se suma a su puntuación y su cuenta no se resta
       *[no] la oferta se resta de su puntuación y su cuenta no se suma
    }.
   *[no] los puntos hechos si llegan al menos a la oferta; si no, queda «retrasado» por el monto de la oferta: { $countdown ->
        [yes] la oferta se suma a su puntuación y los puntos hechos no se restan
       *[no] la oferta se resta de su puntuación y los puntos hechos no se suman
    }.{ $all ->
        [yes] {" "}Por tanto, una mancha solo se cumple ganando { $points ->
            [1] el único punto
           *[other] los { FORM($points, "words") } puntos
        }; si alguno no es para nadie{ $example ->
            [yes] {" "}(por ejemplo, si { $card } no está en juego)
           *[no] {""}
        }, no se puede cumplir y { rule-pitcher } queda retrasado en { FORM($bid, "words") } { $bid ->
            [1] punto
           *[other] puntos
        }.
       *[no] {""}
    }{ $free ->
        [yes] {" "}Cuando { rule-pitcher } juega sin contrato, { rule-contract-scoring.score } los puntos hechos como cualquier otro { rule-each } y no puede quedar retrasado.
       *[no] {""}
    }{ $fixed ->
        [yes] {" "}Una mancha cumplida anota su oferta, { $smudge }, en lugar de los puntos hechos.
       *[no] {""}
    }
 }
    .score = { $countdown ->
        [yes] resta de su puntuación
       *[no] anota
    }
