### Las partes didácticas de una página de reglamento: el juego en breve, las reglas de
### mesa, el glosario y los títulos del ejemplo.

teach-brief = El juego en breve
teach-example = Una mano de ejemplo
teach-hands = Las manos repartidas
teach-points = Los puntos de la mano
teach-player = Jugador
teach-jokers = Comodines
teach-table-rules = Reglas de mesa
teach-table-rules-badge = Reglas de mesa: para adoptar si los jugadores quieren
teach-table-rules-note = Estas reglas para los errores de la mesa vienen de las fuentes históricas de la familia (reglas al estilo de Hoyle). Sustituyen a la sección 9, donde un error simplemente se corrige; el módulo de reglas no las juega. Acuérdenlas antes de la partida.
teach-glossary = Glosario
teach-both-sides = los dos equipos

brief-players = { $count } jugadores
brief-players-range = { $min } a { $max } jugadores
brief-partners-two = , en dos parejas, los compañeros sentados frente a frente
brief-partners-many = , en { $sides } parejas
brief-goal-score = ser el primer { $who ->
    [side] equipo
    [player-or-side] jugador o equipo
   *[player] jugador
 } en llegar a { $target } puntos
brief-goal-count-down = ser el primer { $who ->
    [side] equipo
    [player-or-side] jugador o equipo
   *[player] jugador
 } en descontar de { $target } a 0
brief-opening = Un juego de la familia All Fours, de { $players }{ $partners }. El objetivo es { $goal }. Cada mano reparte { $stake } puntos: { $points }.
brief-all-fours = Son los cuatro puntos que dan nombre a la familia («all fours»).
brief-early = Antes de jugar pueden anotarse además { $early }.
brief-how = Cómo va una mano:
brief-deal = Quien reparte da { $cards } cartas a cada jugador.
brief-turn-up-beg = Quien reparte vuelve una carta, la muestra, que marca el triunfo. El jugador a su { $side ->
    [right] derecha
   *[left] izquierda
 } se planta (acepta ese triunfo) o pide; si pide, quien reparte regala un punto a cada contrario (a cada equipo contrario, si se juega por parejas), y el triunfo se queda, o da { $run } cartas más a todos y vuelve una nueva muestra.
brief-turn-up = Quien reparte vuelve una carta, la muestra: su palo es triunfo.
brief-top-of-stock = Se vuelve la carta de encima del mazo: su palo es triunfo. Tras cada baza, cada jugador roba una carta del mazo.
brief-sell = El jugador a la { $side ->
    [right] derecha
   *[left] izquierda
 } de quien reparte puede vender la salida a los demás por puntos, o quedársela.
brief-bid = Los jugadores pujan, de { $min } a { $max }, por el derecho a elegir el triunfo: el mejor postor debe hacer después al menos esos puntos.
brief-name-trump = El mejor postor elige el triunfo.
brief-discard-plain = { $robber ->
    [none] Cada jugador se descarta de todas las cartas que no son triunfo (y de los triunfos que pasen de { $keep }) y recibe otra vez hasta tener { $keep } cartas.
    [pitcher] Todos menos el mejor postor se descartan de todas las cartas que no son triunfo (y de los triunfos que pasen de { $keep }) y reciben otra vez hasta tener { $keep } cartas; luego el mejor postor toma el resto del mazo y se queda con { $keep }.
   *[dealer] Todos menos quien reparte se descartan de todas las cartas que no son triunfo (y de los triunfos que pasen de { $keep }) y reciben otra vez hasta tener { $keep } cartas; luego quien reparte toma el resto del mazo y se queda con { $keep }.
 }
brief-discard-any = { $robber ->
    [none] Cada jugador puede descartarse de hasta { $most } cartas, las que quiera, también triunfos, y recibe otras tantas.
    [pitcher] Todos menos el mejor postor pueden descartarse de hasta { $most } cartas, las que quieran, también triunfos, y reciben otras tantas; luego el mejor postor toma el resto del mazo y se queda con { $keep }.
   *[dealer] Todos menos quien reparte pueden descartarse de hasta { $most } cartas, las que quieran, también triunfos, y reciben otras tantas; luego quien reparte toma el resto del mazo y se queda con { $keep }.
 }
brief-discard-up-to = { $robber ->
    [none] Cada jugador puede descartarse de hasta { $most } cartas que no son triunfo y recibe otras tantas.
    [pitcher] Todos menos el mejor postor pueden descartarse de hasta { $most } cartas que no son triunfo y reciben otras tantas; luego el mejor postor toma el resto del mazo y se queda con { $keep }.
   *[dealer] Todos menos quien reparte pueden descartarse de hasta { $most } cartas que no son triunfo y reciben otras tantas; luego quien reparte toma el resto del mazo y se queda con { $keep }.
 }
brief-discard-down = { $kitty ->
    [each] Cada jugador toma las { $cards } cartas que se le dieron boca abajo y se descarta hasta quedarse con { $keep }.
    [bidder] El mejor postor toma las { $cards } cartas de la viuda; luego cada jugador se descarta hasta quedarse con { $keep }.
    [seen] El mejor postor ya tomó las { $cards } cartas de la viuda y se descartó hasta quedarse con { $keep } antes de elegir el triunfo; luego cada uno de los demás se descarta hasta quedarse con { $keep }.
   *[none] Cada jugador se descarta hasta quedarse con { $keep } cartas{ $plain ->
        [yes] , primero las que no son triunfo
       *[no] {""}
    }.
 }
brief-pitch = { $leader ->
    [bidder] El mejor postor
    [left-of-bidder] El jugador a la izquierda del mejor postor
    [right] El jugador a la derecha de quien reparte
   *[left] El jugador a la izquierda de quien reparte
 } sale (lanza) con la primera carta: su palo es triunfo en la mano.
brief-lead = { $leader ->
    [bidder] El mejor postor
    [left-of-bidder] El jugador a la izquierda del mejor postor
    [right] El jugador a la derecha de quien reparte
   *[left] El jugador a la izquierda de quien reparte
 } sale a la primera baza.
brief-tricks = Cada jugador juega una carta a cada baza, siguiendo el palo o triunfando según las reglas de la jugada{ $rule }; gana la baza el triunfo más alto, o la carta más alta del palo de salida, y quien la gana sale a la siguiente.
brief-score = Jugadas las cartas, se anotan los puntos citados.
brief-set-back = Si el mejor postor hizo menos puntos que su oferta, queda retrasado: se le resta la oferta, y su puntuación puede quedar bajo cero (en el hoyo).
brief-others-score = Si el mejor postor hizo menos puntos que su oferta, anota el otro equipo.

table-first-deal = **El primer reparto.** Los jugadores cortan la baraja; reparte primero quien corte la carta más alta, y el as es la más alta (Bicycle). En algunas mesas, quien corte la más baja.
table-misdeal = **Reparto erróneo, carta descubierta.** Una carta que se descubre al repartir, o un jugador con un número equivocado de cartas, es un reparto erróneo si se advierte antes de jugar la primera carta: puede pedirse un nuevo reparto, y reparte de nuevo el mismo jugador (Britannica de 1911; Bicycle). En algunas mesas el reparto pasa al siguiente y el otro equipo anota un punto (Seven-Up, Trinidad).
table-revoke = **Renuncio.** Quien no sigue el palo pudiendo y debiendo hacerlo hace renuncio; cuando se descubre, { $revoke }.
table-revoke-bidding = el infractor pierde el monto de la oferta (o no anota nada en la mano), y el { $role ->
    [maker] declarante
   *[pitcher] lanzador
 } no puede quedar retrasado en una mano en que otro jugador hizo renuncio (Britannica de 1911; Foster)
table-revoke-difference = el equipo infractor no anota nada en la mano y el otro equipo anota los { $total } puntos (un acuerdo habitual: las fuentes no dan penalización para un juego cuyas puntuaciones nunca bajan)
table-revoke-no-bids = el otro equipo anota un punto o, en algunas mesas, la partida (reglas inglesas y de Trinidad)
table-out-of-turn = **Jugar fuera de turno.** Las fuentes no dan regla; la costumbre: la carta jugada fuera de turno se retira si se advierte antes de completar la baza, junto con las jugadas después de ella. Una vez recogida la baza, vale.
table-wrong-score = **Una puntuación errónea.** Los puntos anotados sin ganarlos se borran, y el otro equipo anota una penalización acordada de antemano (Cassell's).

glossary-dealer = Quien reparte
    .means = el jugador que reparte la mano; el reparto pasa tras cada mano.
glossary-trick = Baza
    .means = una carta de cada jugador, por turno; la mejor la gana.
glossary-lead = Salida
    .means = la primera carta de una baza; quien gana una baza sale a la siguiente.
glossary-follow-suit = Seguir el palo
    .means = jugar una carta del palo de salida.
glossary-trump = Triunfo
    .means = el palo elegido para la mano: cualquier triunfo gana a cualquier carta de otro palo.
glossary-bid = Oferta
    .means = los puntos que un jugador se compromete a hacer.
glossary-maker = Declarante
    .means = el jugador que ganó la subasta y sale primero.
glossary-pitcher = Lanzador
    .means = el jugador que ganó la subasta y sale primero.
glossary-pitch = Carta lanzada
    .means = la primera carta jugada, cuyo palo es triunfo.
glossary-set-back = Quedar retrasado
    .means = perder el monto de la oferta por no cumplirla.
glossary-in-the-hole = En el hoyo
    .means = con una puntuación bajo cero.
glossary-smudge = Mancha
    .means = una oferta de { $bid }, la más alta.
glossary-eldest = Mano
    .means = el jugador al que pasa el turno desde quien reparte.
glossary-stand = Plantarse
    .means = aceptar como triunfo el palo de la muestra.
glossary-beg = Pedir
    .means = pedir a quien reparte un punto o un nuevo triunfo.
glossary-run = Correr las cartas
    .means = dar más cartas a todos y volver una nueva muestra.
glossary-count-out = Conteo
    .means = cómo se decide quién gana cuando más de uno llega a la meta en la misma mano: se anotan los puntos de la mano en un orden fijo.
glossary-point = el punto por { $what }{ $credit ->
    [holder] { $held ->
        [played] , para quien tuvo y jugó esa carta
        [kept] , para quien tiene esa carta al empezar la jugada
       *[dealt] , para quien recibió esa carta en el reparto
    }
    [capturer] , para quien gana la baza que contiene esa carta
    [player] , para quien juega esa carta en una baza
    [before-play] , que se anota antes de la jugada
   *[most] {""}
 }{ $value ->
    [1] {""}
   *[other] ; vale { $value } puntos
 }.

glossary-point-before-play = { $what }; se anota antes de la jugada.
