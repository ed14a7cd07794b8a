### Las reglas numeradas del descarte y el robo (la línea del Pedro): los descartes, dar de
### nuevo del mazo y de los descartes, robar el mazo, la viuda y descartarse hasta la mano.

discard-but-robber = { $robber ->
    [dealer] {" "}salvo el que reparte
    [pitcher] {" "}salvo el declarante
   *[none] {""}
 }
rule-discard-plain = Una vez elegido el triunfo, cada jugador{ discard-but-robber }, por turno, { rule-way } a partir del jugador de la { $side ->
    [right] derecha
   *[left] izquierda
 } del que reparte, { $some ->
    [yes] puede descartarse boca arriba de hasta { FORM($most, "f") } { $most ->
        [one] carta
       *[other] cartas
    } { $trumps ->
        [yes] cualesquiera, las que quiera, también triunfos, de una en una.{ $kept ->
            [yes] {" "}Nunca se puede descartar una carta que dé un punto ({ $rule }): { JOIN($cards, " y ") } { $many ->
                [one] se queda
               *[other] se quedan
            } en la mano.
           *[no] {""}
        } Puede parar en cualquier momento, y debe hacerlo una vez descartadas { FORM($most, "f") } { $most ->
            [one] carta
           *[other] cartas
        }.
       *[no] que no sean triunfo, las que quiera, de una en una; { $returned ->
            [yes] un triunfo descartado se devuelve a su jugador, así que ningún triunfo sale de la mano
           *[no] ningún triunfo se puede descartar
        }.{ $kept ->
            [yes] {" "}Las cartas que dan un punto ({ $rule }) son todas triunfos, así que ninguna se descarta.
           *[no] {""}
        } Puede parar en cualquier momento, y debe hacerlo una vez descartadas { FORM($most, "f") } { $most ->
            [one] carta
           *[other] cartas
        } o cuando en la mano no le quedan más que triunfos.
    }
   *[no] se descarta boca arriba de todas las cartas que no sean triunfo y, si tiene más de { FORM($keep, "words") } triunfos, de los triunfos que quiera hasta quedarse con { FORM($keep, "words") }; ningún otro triunfo se puede descartar.{ $kept ->
        [yes] {" "}Nunca se puede descartar una carta que dé un punto ({ $rule }): { JOIN($cards, " y ") } { $many ->
            [one] se queda
           *[other] se quedan
        } en la mano.
       *[no] {""}
    } Las cartas se descartan de una en una, en cualquier orden: mientras tenga más de { FORM($keep, "words") } triunfos puede descartarse de cualquier carta{ $kept ->
        [yes] { $many ->
            [one] {" "}salvo esa
           *[other] {" "}salvo esas
        }
       *[no] {""}
    }; si no, solo de una que no sea triunfo. Cuando en la mano no le quedan más que triunfos, { FORM($keep, "words") } como mucho, ha terminado de descartarse.
 }{ $note }
kept-trumps = { JOIN(FORM($ranks, "the"), " y ") } de triunfo
note-discard-done = { note-discard-code }; `done` termina el turno, y es la única acción legal cuando el jugador debe parar
note-discard-all = { note-discard-code }; `done`, entonces la única acción legal, termina el turno
rule-deal-back = Después, el que reparte da a cada jugador{ $robber ->
    [dealer] {" "}salvo a sí mismo
    [pitcher] {" "}salvo al declarante
   *[none] {""}
 }, por turno, { rule-way } a partir del de su { $side ->
    [right] derecha
   *[left] izquierda
 }{ $robber ->
    [none] {" "}y él el último
   *[other] {""}
 }, cartas de lo alto del mazo hasta que tenga { FORM($keep, "f") } { $keep ->
    [one] carta
   *[other] cartas
 }, antes de pasar al siguiente.{ $robber ->
    [none] {" "}Nadie roba el mazo: lo que queda de él no se usa.
   *[other] {""}
 }
rule-from-discards = Si el mazo se acaba antes, el que reparte sigue dando de los descartes de esos jugadores, en el orden en que se descartaron. { $happens ->
    [yes] Esto solo ocurre cuando se quedaron { $at }, { $again ->
        [yes] y un triunfo descartado puede volver a repartirse
       *[no] así que ningún triunfo descartado vuelve a repartirse
    }.{ $any ->
        [yes] {" "}Con { FORM($never, "words") } jugadores nunca ocurre.
       *[no] {""}
    }
   *[no] El mazo siempre alcanza, así que esto nunca ocurre.
 }
discards-run-out = { $kept ->
    [0] sin ningún triunfo
   *[other] como mucho con { FORM($kept, "words") } { $kept ->
        [one] triunfo
       *[other] triunfos
    } entre todos
 }{ $tables ->
    [yes] {" "}con { FORM($players, "words") } jugadores
   *[no] {""}
 }
rule-rob = { $robber ->
    [pitcher] El declarante
   *[dealer] El que reparte
 } roba el mazo: toma en la mano todas las cartas que quedan en el mazo y luego se descarta hasta quedarse con { FORM($keep, "f") } { $keep ->
    [one] carta
   *[other] cartas
 }, las que quiera, triunfos o no{ $kept ->
    [yes] , salvo las que dan un punto ({ $rule })
   *[no] {""}
 }, de una en una, y se detiene con { FORM($keep, "f") } { $keep ->
    [one] carta
   *[other] cartas
 }.{ $partner ->
    [yes] {" "}En lugar de robarlo, el declarante puede pasar el mazo sin verlo a su compañero, que lo roba de la misma manera; después el declarante se descarta de su propia mano, las cartas que quiera, hasta quedarse con { FORM($keep, "f") } { $keep ->
        [one] carta
       *[other] cartas
    }.
   *[no] {""}
 }{ $note }
note-rob-partner = el declarante elige `rob` (roba él el mazo) o `partner` (lo roba su compañero); { note-rob }
note-rob = { note-discard-code }; con { FORM($keep, "f") } { $keep ->
    [one] carta
   *[other] cartas
 }, `done` es la única acción legal
rule-kitty-taken = { $each ->
    [yes] Después de las manos, el que reparte da a cada jugador un paquete de { FORM($size, "f") } { $size ->
        [one] carta
       *[other] cartas
    } boca abajo de lo alto del mazo, por turno, { rule-way } a partir del jugador de su { $side ->
        [right] derecha
       *[left] izquierda
    }. Nadie mira su paquete hasta que se elige el triunfo; entonces cada jugador toma el suyo en la mano.
   *[no] Las { FORM($size, "f") } { $size ->
        [one] carta
       *[other] cartas
    } de lo alto del mazo, boca abajo, son la viuda. { $seen ->
        [yes] En cuanto termina la subasta, el { rule-role } las toma en la mano (nadie más las ve), se descarta el primero y solo entonces elige el triunfo.
       *[no] Una vez elegido el triunfo, el { rule-role } las toma en la mano.
    }
 }
rule-down-to = { $after ->
    [yes] Luego
   *[no] Una vez elegido el triunfo,
 } cada jugador con más de { FORM($keep, "f") } { $keep ->
    [one] carta
   *[other] cartas
 } se descarta hasta quedarse con { FORM($keep, "f") } { $keep ->
    [one] carta
   *[other] cartas
 }, { $plain ->
    [yes] primero las que no son triunfo (un triunfo solo cuando no le queda otra carta)
   *[no] las que quiera, triunfos o no
 }, de una en una: primero el { rule-role } y después los demás por turno, { rule-way }. El último descarte de un jugador termina su turno, y el del último jugador da paso a la jugada.{ $note }
