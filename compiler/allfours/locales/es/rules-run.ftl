### Las reglas numeradas de correr las cartas, juntar las cartas y los descartes tras correrlas.

rule-way = { $side ->
    [right] en sentido contrario al de las agujas del reloj
   *[left] en el sentido de las agujas del reloj
 }
note-discard-code = cada descarte es `discard XX`, donde XX es el código de la carta

rule-run = Correr las cartas, o dar de nuevo: de lo alto del mazo, el que reparte da { FORM($size, "f") } { $size ->
    [one] carta
   *[other] cartas
 } más a cada jugador, un paquete a cada uno, { rule-way } empezando por el mano, y luego vuelve la carta siguiente. Si su palo no es el rechazado (el de la primera muestra), ese palo es el triunfo, sin más opción{ $scores ->
    [yes] , y la carta puntúa como una primera muestra ({ JOIN($points, " y ") })
   *[no] {""}
 }; si lo es, se aplica { $again }.{ $discards ->
    [yes] {" "}Después, todos se descartan ({ $discard }).
   *[no] {" "}Después empieza la jugada.
 }
rule-run-again = Si la carta nueva es del palo rechazado, se aparta y el que reparte vuelve a correr las cartas, tantas veces como haga falta.{ $scores ->
    [yes] {" "}Una carta apartada no da { JOIN($points, " o ") }: su palo nunca se ofreció como triunfo.
   *[no] {""}
 }
rule-bunch = Si toca correr las cartas y en el mazo quedan menos cartas que { FORM($size, "f") } por jugador y una para volver, se juntan las cartas: la mano termina sin jugarse y el mismo jugador reparte una mano nueva. Así, en una mano se pueden correr las cartas como mucho { JOIN($runs, " y ") }.{ $scores ->
    [yes] {" "}Los puntos que ya dio una muestra ({ JOIN($points, " y ") }) se mantienen.
   *[no] {""}
 }
bunch-runs = { $runs ->
    [0] ninguna vez
   *[other] { FORM($runs, "f") } { $runs ->
        [one] vez
       *[other] veces
    }
 } con { FORM($players, "words") }{ $first ->
    [yes] {" "}jugadores
   *[no] {""}
 }
rule-discard-after-run = Si el triunfo salió al correr las cartas, cada jugador se descarta hasta quedarse con { FORM($keep, "f") } { $keep ->
    [one] carta
   *[other] cartas
 }, las que quiera, de una en una: primero el mano y después los demás, { rule-way }; cada uno hace todos sus descartes antes que el siguiente.{ $note }
