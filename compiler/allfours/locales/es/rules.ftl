### Las reglas numeradas: las frases de los hechos que planea backends/rulebook/sentences.py.

rule-note = {" "}*{ page-notes_title }: { $text }*.
note-name-trump = elegir el triunfo es `name S`, `name H`, `name D` o `name C`
note-beg-or-stand = la decisión del mano es `stand` (se planta) o `beg` (pide)

rule-rotation = Después de cada mano, el reparto { $way ->
    [left] pasa a la izquierda: reparte a continuación el jugador de la izquierda del que acaba de repartir
    [right] pasa a la derecha: reparte a continuación el jugador de la derecha del que acaba de repartir
   *[none] no rota: el mismo jugador reparte todas las manos
 }.{ $again ->
    [yes] {" "}Después de juntar las cartas ({ $bunch }), el mismo jugador vuelve a repartir.
   *[no] {""}
 }
rule-turn-up = Se vuelve la carta de arriba del mazo y se deja a su lado, boca arriba: es la muestra, y { $offered ->
    [yes] su palo se ofrece como triunfo ({ $begging })
   *[no] su palo es el triunfo de la mano
 }.
rule-stock-trump = La carta de arriba del mazo fija el triunfo: { $up ->
    [yes] su palo
   *[no] su palo, que se dice a todos,
 } es el triunfo de la mano. La carta se queda encima del mazo{ $drawn ->
    [yes] , hasta que alguien la robe ({ $draw })
   *[no] {""}
 }.
rule-no-auction = No hay subasta: el lanzador es el jugador de la { $side ->
    [right] derecha
   *[left] izquierda
 } del que reparte, y juega sin contrato.
rule-bidding-order = { $order ->
    [sell-rounds] El jugador de la { $side ->
        [right] derecha
       *[left] izquierda
    } del que reparte tiene derecho a lanzar y puede vender ese derecho. Empezando por el jugador siguiente, los demás pujan o pasan por turno, dando tantas vueltas a la mesa como haga falta; el vendedor nunca puja, y quien pasa queda fuera de la subasta. Un jugador cuya puja ha sido superada puede volver a subir en su siguiente turno. Las pujas terminan cuando todos salvo el mejor postor han pasado, o cuando han pasado todos.
    [sell] El jugador de la { $side ->
        [right] derecha
       *[left] izquierda
    } del que reparte tiene derecho a lanzar y puede vender ese derecho. Empezando por el jugador siguiente, cada uno de los demás, con el que reparte en último lugar, tiene exactamente un turno: pujar o pasar.
    [rounds] La subasta empieza por el jugador de la { $side ->
        [right] derecha
       *[left] izquierda
    } del que reparte y da tantas vueltas a la mesa como haga falta: cada jugador, en su turno, puja o pasa, y quien pasa queda fuera de la subasta. Un jugador cuya puja ha sido superada puede volver a subir en su siguiente turno. La subasta termina cuando todos salvo el mejor postor han pasado, o cuando han pasado todos.
   *[once_around] La subasta empieza por el jugador de la { $side ->
        [right] derecha
       *[left] izquierda
    } del que reparte y da una sola vuelta a la mesa; el que reparte puja el último. Cada jugador tiene exactamente un turno: pujar o pasar.
 }
rule-nobody-buys = Si nadie puja, el vendedor lanza sin contrato y no puede quedar retrasado.
rule-contract = { $how ->
    [sell] El contrato es la oferta del lanzador o el precio que el vendedor rechazó.
    [privilege] El mejor postor (o el que reparte, si se quedó con el contrato) es el { $role ->
        [maker] declarante
       *[pitcher] lanzador
    }; su oferta es el contrato.
   *[highest] { $role ->
        [maker] El mejor postor es el «declarante»; su oferta es el contrato{ $sides ->
            [yes] , que juega su equipo
           *[no] {""}
        }.
       *[pitcher] El mejor postor es el lanzador; su oferta es el contrato.
    }
 }
rule-named-trump = El { $role ->
    [maker] declarante
   *[pitcher] lanzador
 } elige cualquier palo como triunfo.{ $note }
rule-beg-or-stand = Solo el mano decide, y una sola vez: plantarse («me quedo») o pedir; los demás esperan.{ $note }
rule-maker-leads = { $card ->
    [trumps-only] El declarante sale a la primera baza con un triunfo; si no tiene ninguno, se queda fuera ({ $only }), y sale en su lugar el primer jugador a su { $side ->
        [right] derecha
       *[left] izquierda
    } que tenga alguno.
   *[other] { $lead ->
        [left] El jugador a la izquierda del declarante
       *[maker] El declarante
    } sale a la primera baza, { $card ->
        [trump] con un triunfo si tiene alguno; solo quien no tiene ningún triunfo sale con cualquier carta.
       *[any] con cualquier carta.
    }
 }
rule-plain-lead-free = Cuando se sale con un palo que no es de triunfo, nadie está obligado a seguirlo: { $void ->
    [must_trump] quien tiene de ese palo puede jugar cualquier carta, y quien no tiene ninguna de él debe jugar un triunfo si puede y, si no, cualquier carta.
   *[any_card] cada jugador puede jugar cualquier carta, también un triunfo.
 } Solo una salida de triunfo obliga a asistir.
