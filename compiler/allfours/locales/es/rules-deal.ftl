### Las reglas numeradas del reparto: repartir, las cartas en juego, el punto por la
### muestra y el regalo.

rule-dealing = El que reparte da las cartas de { FORM($packet, "f") } en { FORM($packet, "f") }, { rule-way }, empezando por { $eldest ->
    [yes] el mano, a su { $side ->
        [right] derecha
       *[left] izquierda
    }
   *[no] el jugador de su { $side ->
        [right] derecha
       *[left] izquierda
    }
 },{ $rounds ->
    [1] {""}
   *[other] {" "}en { FORM($rounds, "f") } vueltas,
 } hasta que cada jugador tenga { FORM($hand, "f") } { $hand ->
    [one] carta
   *[other] cartas
 }. { $stock ->
    [up] Las cartas que no se reparten forman el mazo, boca arriba.
    [down] Las cartas que no se reparten forman el mazo, boca abajo.
    [whole] Se reparte toda la baraja: no sobra ninguna carta.
   *[none] El resto de la baraja no se usa en esa mano.
 }
rule-in-play = { $kind ->
    [dealt] Una carta está «en juego» si se repartió a un jugador. Las cartas no repartidas nunca puntúan.
    [whole] Una carta está «en juego» si se repartió a un jugador: aquí lo están todas.
    [trumps] Una carta está «en juego» si es un triunfo que está en una mano al salir a la primera baza; todas esas cartas se juegan ({ $rule }). Las cartas de los demás palos que quedan en una mano nunca se juegan ni están en juego.
    [kept] Una carta está «en juego» si está en una mano al salir a la primera baza; todas esas cartas se juegan.
   *[played] Una carta está «en juego» cuando se juega en una baza.
 }{ $any ->
    [yes] {" "}{ CAP($out) }{ $trumps ->
        [yes] , triunfos incluidos,
       *[no] {""}
    } nunca están en juego{ $kept ->
        [yes] ; entre ellos nunca hay una carta que dé un punto.
       *[no] {" "}ni cuentan para { JOIN($points, " ni ") }.
    }
   *[no] {""}
 }
in-play-out = { $place ->
    [stock] las cartas que quedan en el mazo
    [turned_up] las cartas vueltas
   *[discarded] los descartes{ $cited ->
        [yes] {" "}({ $rule })
       *[no] {""}
    }
 }
rule-turned-up-point = { $point }: si la muestra es { FORM($ranks, "a") }, { $sides ->
    [yes] el equipo del que reparte
   *[no] el que reparte
 } se anota { $one ->
    [yes] { FORM($value, "words") } { $value ->
        [one] punto
       *[other] puntos
    }
   *[no] lo que vale ({ JOIN($values, ", ") })
 } en el acto{ $begging ->
    [yes] , pase lo que pase después con su palo
   *[no] {""}
 }.{ $again ->
    [yes] {" "}La nueva muestra que sale al correr las cartas ({ $run }) puntúa igual.
   *[no] {""}
 }
turned-up-value = { $rank } { $value }
rule-gift = { $point }: si el que reparte da, { $sides ->
    [yes] cada equipo salvo el del que reparte
   *[no] cada jugador salvo el que reparte
 } se anota { FORM($value, "words") } { $value ->
    [one] punto
   *[other] puntos
 } de regalo{ $many ->
    [yes] : { JOIN($receivers, "; ", "; ") }
   *[no] {""}
 }. El palo de la muestra es el triunfo y empieza la jugada.{ $limited ->
    [yes] {""}
   *[no] {" "}El que reparte puede dar aunque el regalo lleve a un { rule-each } a la meta; ese { rule-each } gana entonces en el acto ({ $rule }).
 }
gift-receivers = con { FORM($players, "words") }{ $first ->
    [yes] {" "}jugadores
   *[no] {""}
 }, { $who ->
    [eldest] el mano
    [each_opponent] { $players ->
        [3] los dos contrarios del que reparte
       *[other] cada contrario del que reparte
    }
    [eldest_side] el equipo del mano
   *[each_other_side] cada equipo salvo el del que reparte
 }
