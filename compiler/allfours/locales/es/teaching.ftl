### Las partes didácticas de una página de reglamento: el juego en breve, las reglas de
### mesa, el glosario y los títulos del ejemplo.

teach-brief = El juego en breve
teach-example = Una mano de ejemplo
teach-example-intro = Una mano repartida y jugada según estas reglas: cada carta, oferta y punto de abajo es lo que hizo de ella el módulo de reglas.
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
   *[player] jugador
 } en llegar a { $target } puntos
brief-goal-count-down = ser el primer { $who ->
    [side] equipo
   *[player] jugador
 } en descontar de { $target } a 0
brief-opening = Un juego de la familia All Fours, de { $players }{ $partners }. El objetivo es { $goal }. Cada mano reparte { $stake } puntos: { $points }.
brief-all-fours = Son los cuatro puntos que dan nombre a la familia («all fours»).
brief-early = Antes de jugar pueden anotarse además { $early }.
brief-how = Cómo va una mano:
brief-deal = Quien reparte da { $cards } cartas a cada jugador.
brief-turn-up-beg = Quien reparte vuelve una carta, la muestra, que marca el triunfo. El jugador a su izquierda se planta (acepta ese triunfo) o pide; si pide, quien reparte le regala un punto, y el triunfo se queda, o da { $run } cartas más a todos y vuelve una nueva muestra.
brief-turn-up = Quien reparte vuelve una carta, la muestra: su palo es triunfo.
brief-top-of-stock = Se vuelve la carta de encima del mazo: su palo es triunfo. Tras cada baza, cada jugador roba una carta del mazo.
brief-sell = El jugador a la izquierda de quien reparte puede vender la salida a los demás por puntos, o quedársela.
brief-bid = Los jugadores pujan, de { $min } a { $max }, por el derecho a elegir el triunfo: el mejor postor debe hacer después al menos esos puntos.
brief-name-trump = El mejor postor elige el triunfo.
brief-discard = Los jugadores se descartan de las cartas que no quieren y se completan las manos.
brief-pitch = { $bidder ->
    [yes] El mejor postor
   *[no] El jugador a la izquierda de quien reparte
 } sale (lanza) con la primera carta: su palo es triunfo en la mano.
brief-lead = { $bidder ->
    [yes] El mejor postor
   *[no] El jugador a la izquierda de quien reparte
 } sale a la primera baza.
brief-tricks = Cada jugador juega una carta a cada baza, siguiendo el palo o triunfando según las reglas de la jugada{ $rule }; gana la baza el triunfo más alto, o la carta más alta del palo de salida, y quien la gana sale a la siguiente.
brief-score = Jugadas las cartas, se anotan los puntos de arriba.
brief-set-back = Si el mejor postor hizo menos puntos que su oferta, queda retrasado: se le resta la oferta, y su puntuación puede quedar bajo cero (en el hoyo).
brief-others-score = Si el mejor postor hizo menos puntos que su oferta, anota el otro equipo.

table-first-deal = **El primer reparto.** Los jugadores cortan la baraja; reparte primero la carta más alta, el as alto (Bicycle). En algunas mesas, la más baja.
table-misdeal = **Reparto erróneo, carta descubierta.** Una carta que se descubre al repartir, o un jugador con un número equivocado de cartas, es un reparto erróneo si se advierte antes de jugar la primera carta: puede pedirse un nuevo reparto, y reparte de nuevo el mismo jugador (Britannica de 1911; Bicycle). En algunas mesas el reparto pasa al siguiente y el otro equipo anota un punto (Seven-Up, Trinidad).
table-revoke = **Renuncio.** Quien no sigue el palo pudiendo y debiendo hacerlo hace renuncio; cuando se descubre, { $revoke }.
table-revoke-bidding = el infractor pierde el monto de la oferta (o no anota nada en la mano), y el { $role ->
    [maker] declarante
   *[pitcher] lanzador
 } no puede quedar retrasado en una mano en que otro jugador hizo renuncio (Britannica de 1911; Foster)
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
glossary-set-back = Retrasado
    .means = quien pierde el monto de su oferta por no cumplirla.
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
glossary-point = el punto por { $point ->
    [high] el triunfo más alto en juego.
    [low] el triunfo más bajo en juego.
    [jack] la jota de triunfo.
   *[game] la mayor cuenta de cartas ganadas en bazas.
 }
