### Las reglas numeradas de las ofertas especiales, la muestra y la jugada.

rule-role = { $role ->
    [maker] declarante
   *[pitcher] lanzador
 }

rule-sale = No hay privilegio del que reparte: en su lugar decide el vendedor. Si vende, el vendedor se anota en el acto la oferta más alta, lo que puede darle la partida antes de jugar una sola carta, y el mejor postor es el lanzador, obligado a cumplir su oferta. Si no vende, lanza el propio vendedor, obligado a cumplir la oferta más alta.{ $note }
note-sale = la respuesta del vendedor es `sell` (vende) o `refuse` (no vende)
rule-forced-bid = Oferta obligada: el jugador que tiene { FORM($rank, "a") } y otra carta del mismo palo no puede pasar ni pujar menos de { $least } mientras nadie haya pujado { $least } o más.
rule-stand = Si el mano se planta, acepta el palo de la muestra: es el triunfo, y empieza la jugada ({ $play }).
rule-beg = Si el mano pide, rechaza el palo de la muestra, y el que reparte responde: regala un punto ({ $gift }) o corre las cartas ({ $run }).{ $note }
note-beg = la respuesta del que reparte es `give` (regala) o `run` (corre)
rule-discards-out = Las cartas descartadas quedan fuera de juego ({ $rule }).

rule-pitch = { $auction ->
    [no] El lanzador (el jugador de la { $side ->
        [right] derecha
       *[left] izquierda
    } del que reparte)
   *[yes] El lanzador
 } sale a la primera baza; el palo de esa carta, la carta «lanzada», es el palo de triunfo de la mano.{ $joker ->
    [yes] {" "}Si la carta lanzada es el comodín, el palo de triunfo es { $trump }.
   *[no] {""}
 }
# $joker: none, one, two; $joined: yes/no; $rank (FORM "a": «una jota»); $card: joined-card
rule-declared-pitch = Cuando la carta lanzada no deja claro el triunfo, el lanzador lo declara en el acto, antes de que nadie juegue a la baza; ese palo es el de triunfo en la mano.{ $joker ->
    [one] {" "}Si la carta lanzada es el comodín, el lanzador puede declarar cualquier palo.
    [two] {" "}Si la carta lanzada es un comodín, el alto o el bajo, el lanzador puede declarar cualquier palo.
   *[none] {""}
 }{ $joined ->
    [yes] {" "}Si la carta lanzada es { FORM($rank, "a") }, el lanzador declara su propio palo o el otro palo de su color, porque puede ser { $card }.
   *[no] {""}
 }{ $note }
note-declared-pitch = la declaración es el paso siguiente del lanzador tras la carta: `name S`, `name H`, `name D` o `name C`, uno de los palos que la carta puede hacer triunfo
rule-first-lead = El mano sale a la primera baza.
rule-card-suits = En la jugada, cada carta es de su palo de origen, salvo { $joined }, que solo es del palo de triunfo.
rule-winning-tricks = Gana la baza quien juegue el triunfo más alto{ $ordered ->
    [yes] {" "}(en el orden de { $order })
   *[no] {""}
 }{ $only ->
    [yes] . Quien la gana sale a la siguiente o, si ya no le quedan triunfos, sale el siguiente jugador que tenga alguno ({ $rule }).
   *[no] {" "}o, si la baza no contiene ningún triunfo, la carta más alta del palo de salida. Quien gana la baza sale a la siguiente con la carta que quiera.
 }
rule-no-undertrump = Cuando se sale de un palo que no es triunfo, nadie puede jugar un triunfo más bajo que otro que ya esté en la baza, salvo quien solo tenga triunfos o no pueda jugar otra carta.
rule-gift-limit = El que reparte no puede dar si el regalo llevara { $countdown ->
    [yes] a 0
   *[no] a la meta ({ $target })
 } a alguno de los { $sides ->
    [yes] equipos
   *[no] jugadores
 } que lo reciben; entonces solo puede correr las cartas.
rule-all-tricks = { $kind ->
    [trumps] La mano termina cuando ningún jugador tiene triunfos ({ $rule }): tiene tantas bazas como triunfos tenga, al salir a la primera baza, el jugador que más tenga; { FORM($tricks, "f") } como mucho.
    [drawn] La mano dura hasta que se juegan todas las cartas de la baraja: { JOIN($drawn, " y ") }.
    [runs] Se juegan todas las cartas de la mano: { FORM($tricks, "f") } { $tricks ->
        [one] baza
       *[other] bazas
    }, y { FORM($more, "f") } más por cada vez que se corren las cartas ({ $rule }).
    [one] Se juega una sola baza.
   *[all] Se juegan las { FORM($tricks, "f") } bazas.
 }
drawn-tricks = { FORM($tricks, "f") } { $tricks ->
    [one] baza
   *[other] bazas
 } con { FORM($players, "words") } jugadores
rule-trumps-only = Solo se juegan triunfos. Cada baza la forman un triunfo de cada jugador al que aún le queda alguno, por turno, { rule-way } a partir del que sale. El jugador que se queda sin triunfos se queda fuera de la mano («queda frío»): ya no juega más cartas, y las que aún tiene, ninguna de ellas triunfo, nunca se juegan. Quien gana una baza sale a la siguiente; si ya no le quedan triunfos, sale el primer jugador a su { $side ->
    [right] derecha
   *[left] izquierda
 } que tenga alguno. La mano termina cuando nadie tiene triunfos.
rule-drawing = Después de cada baza, quien la gana roba la carta de arriba del mazo, y después cada uno de los demás por turno, { rule-way }, hasta que se acaba el mazo. El mazo está { $up ->
    [yes] boca arriba: todos ven la carta que se robará a continuación
   *[no] boca abajo: nadie ve la carta que se robará a continuación
 }.
rule-trump-lead = { $kind ->
    [first] Cuando se sale de triunfo, cada jugador debe jugar un triunfo si puede (la primera baza siempre es una salida de triunfo).{ trump-lead-joker }
    [trumps] Solo se sale y se juega con triunfos ({ $rule }){ $named ->
        [yes] , { $joined } entre ellos
       *[no] {""}
    }: cada salida es de triunfo, y cada jugador de la baza juega el triunfo que quiera.{ $joker ->
        [yes] {" "}El comodín es un triunfo, el más bajo de todos, sea cual sea el palo de triunfo.
       *[no] {""}
    }
    [joined] Cuando se sale de triunfo (también con { $joined }), cada jugador debe jugar un triunfo si puede; si no, cualquier carta. Una carta del palo de origen { FORM($joined, "of") } no { FORM($rank, "it") } sigue.{ trump-lead-joker }
   *[plain] Cuando se sale de triunfo, cada jugador debe jugar un triunfo si puede; si no, cualquier carta.{ trump-lead-joker }
 }{ $jokers ->
    [one] {" "}El comodín es triunfo, sea cual sea el palo de triunfo: va justo por encima { FORM($above, "of") } de triunfo.
    [level] {" "}El comodín alto y el comodín bajo son triunfos, sea cual sea el palo de triunfo: van justo por encima { FORM($above, "of") } de triunfo y valen lo mismo, así que cuando los dos caen en una baza gana el que se juega { $level ->
        [first] primero
       *[later] después
    }.
    [two] {" "}El comodín alto y el comodín bajo son triunfos, sea cual sea el palo de triunfo: van justo por encima { FORM($above, "of") } de triunfo, el alto por encima del bajo.
   *[none] {""}
 }
trump-lead-joker = { $joker ->
    [yes] {" "}El comodín es un triunfo, el más bajo de todos, sea cual sea el palo de triunfo: sigue una salida de triunfo como cualquier otro triunfo y, cuando se sale de un palo que no es triunfo, puede jugarse siempre que se pueda jugar un triunfo.
   *[no] {""}
 }
rule-plain-lead = Cuando se sale de un palo que no es triunfo, el jugador que tenga cartas de ese palo debe { $trump ->
    [yes] jugar o bien una de ellas o bien un triunfo (se permite triunfar aun pudiendo seguir el palo). Quien no tenga cartas del palo de salida { $void ->
        [any_card] puede jugar cualquier carta
       *[must_trump] debe jugar un triunfo si puede; si no, cualquier carta
    }.
   *[no] seguirlo. Quien no tenga cartas del palo de salida { $void ->
        [any_card] puede jugar cualquier carta, triunfo incluido
       *[must_trump] debe jugar un triunfo si puede; si no, cualquier carta
    }.
 }{ $named ->
    [yes] {" "}Tener { $joined } no es tener cartas de su palo de origen.
   *[no] {""}
 }

rule-renege = Quien tiene el palo de salida puede aun así jugar una carta que { $rules } { $count ->
    [one] prohíbe
   *[other] prohíben
 }: eso es un renuncio. La carta queda jugada y el juego sigue. Todo renuncio se descubre al terminar la mano, y por él { $sides ->
    [yes] cada bando salvo el del renunciante se anota
   *[no] cada jugador salvo el renunciante se anota
 } { $points } { $points ->
    [one] punto
   *[other] puntos
 }{ $kind ->
    [trumps] , o { $trumps } por un renuncio a una salida de triunfo
    [ten] , o { $trumps } por un renuncio a una salida de triunfo de quien aún tiene un triunfo del diez para arriba
   *[plain] {""}
 }. Al contar hasta la meta, estos puntos van antes que los de la mano; nunca cuentan para el contrato.{ $note }
note-renege = un renuncio es una acción legal; el campo `expect.reneges` del registro enumera cada uno descubierto, en el orden de juego: su asiento, su carta, su baza (0 la primera) y los puntos que se anota por él cada uno de los demás bandos
