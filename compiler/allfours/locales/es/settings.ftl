### La referencia del lenguaje de variantes: la nota de cada ajuste y, donde el valor por
### defecto no es una línea del lenguaje, cómo se describe. Por la clave del ajuste.

setting-description-default = ninguna (no se hereda: describe la variante de su propio archivo)
setting-title-language-note = El idioma es el código de uno de los otros idiomas del sitio: `es` (español) o `pl` (polaco); la línea `variant` da el título en inglés.
setting-title-language-default = el título en inglés (no se hereda: nombra la variante de su propio archivo)
setting-description-language-note = El idioma es `es` o `pl`, como en `title`.
setting-description-language-default = la descripción en inglés (no se hereda)
setting-rule-numbers-note = De 1 a 6 letras mayúsculas; los reglamentos y los errores del motor citan las reglas como AP-4.3.
setting-rule-numbers-default = las iniciales del identificador de la variante raíz (`auction_pitch` → AP)
setting-players-note = Por parejas, el puesto s juega para el equipo s mod (jugadores ÷ tamaño del equipo).
setting-pack-note = El número de cartas debe corresponder a los valores que se conservan y a los comodines.
setting-joker-note = Un comodín colocado justo por encima de un triunfo, y dos comodines (el alto por encima del bajo), son para un triunfo elegido o vuelto: nadie los lanza. Sus códigos de carta son `HJ` y `LJ`; el de un solo comodín es `JK`.
setting-joker-default = obligatorio cuando la baraja tiene comodín; rechazado si no
setting-deal-note = El primer paquete es para el jugador al que pasa el turno: a la izquierda del que reparte, o a la derecha cuando el turno pasa a la derecha. Las cartas sin repartir forman el mazo.
setting-turn-note = El sentido en que dan la vuelta a la mesa las ofertas, las peticiones, los descartes y el juego.
setting-auction-note = Venta: tras las ofertas el vendedor hace `sell` (anota el precio en el acto; lanza el comprador) o `refuse` (lanza obligado a cumplir el precio). Sin subasta, el lanzador juega sin contrato. Por rondas, un postor al que superan puede volver a subir; la subasta termina cuando todos menos el mejor postor han pasado, y el que reparte no tiene privilegio.
setting-dealer-s-privilege-note = Una mancha no se puede quitar: sin `even a smudge`, el que reparte no puede igualarla.
setting-smudge-note = Las cláusulas siguen a la oferta en cualquier orden, cada caso dicho una vez (E0407): qué hace una mancha cumplida con la partida (`made, it wins the game`, quizá `unless the bidder is in the hole` y entonces quizá `, when its score goes back to 0`: desde el hoyo no gana, la puntuación del que mancha vuelve a 0; o `, when it scores N`: desde el hoyo no gana, el que mancha avanza N puntos en lugar de los puntos hechos), qué anota (`made, it scores the bid`), qué necesita (`it needs every point and every trick`) y qué hace una mancha no cumplida (`set, it loses the game`, solo entre dos equipos; `set, it counts as N set-backs`, para `set-backs:` y `set-back chips:`).
setting-forced-bid-note = Un jugador obligado no puede pasar mientras la oferta más alta esté por debajo de la mínima, y puja al menos eso; cuando alguien ya ha pujado tanto, puede pasar. Necesita una subasta con ofertas.
setting-forced-bid-default = ninguno: un jugador siempre puede pasar
setting-trump-note = Una carta vuelta es la carta de encima del mazo, puesta a su lado; la carta de encima de un mazo del que se roba se queda en él, boca arriba, y se roba con las demás. El triunfo elegido por el mejor postor necesita una subasta; el mejor postor sale entonces.
setting-same-colour-note = Una vez conocido el triunfo, la carta deja su palo impreso: sirve y gana solo como triunfo (el Left Pedro del Cinch; con `jack`, la jota del color).
setting-same-colour-default = ninguno: el palo de triunfo son sus propias cartas
setting-unclear-pitch-note = Donde la primera carta lanzada fija el triunfo. Una carta lanzada es dudosa cuando podría hacer triunfo más de un palo: un comodín cuya línea `joker:` no le da palo (cualquiera de los cuatro) o, con `same colour:`, una carta de ese rango (su propio palo o el otro de su color: la jota del color, el Left Pedro del Cinch). El lanzador declara con `name S`, `H`, `D` o `C` justo después de la carta. Necesita una carta así.
setting-discard-and-draw-note = Necesita `trump: named by the high bidder`. Un jugador con más triunfos que cartas tiene la mano se descarta también de triunfos hasta ese número; cuando se acaba el mazo, el que reparte sigue repartiendo de los descartes; el que reparte se queda con lo que sobra y se descarta. Con `no point card may be discarded`, las cartas de los puntos siguen en juego. Cuando un triunfo descartado vuelve a su jugador, solo se van cartas sin triunfo, y cada jugador dice `done` cuando quiere.
setting-discard-and-draw-default = ninguno: cada mano se juega tal como se reparte
setting-kitty-note = Necesita `trump: named by the high bidder`, y ningún `discard and draw:`. La viuda son las cartas siguientes del mazo tras el reparto; los paquetes de cada jugador se reparten boca abajo tras las manos, por turno desde la izquierda del que reparte. El mejor postor se descarta primero, y luego los demás por turno; los descartes quedan fuera de juego. `discard down:` son los mismos descartes sin viuda (Smear): un triunfo solo puede salir de una mano que no tenga otra carta.
setting-kitty-default = ninguno: cada mano se juega tal como se reparte
setting-begging-note = Necesita un triunfo vuelto y una línea `point ID: the gift`.
setting-begging-default = ninguno: el palo vuelto es el triunfo
setting-running-the-cards-note = Cuando el mazo no alcanza para correr las cartas, se juntan y el mismo que reparte vuelve a repartir.
setting-draw-note = Necesita `trump: the suit of the top card of the stock`; la mano dura hasta jugar todas las cartas.
setting-draw-default = ninguno: las cartas sin repartir se quedan donde están
setting-undertrumping-note = Infrafallar es jugar un triunfo más bajo que otro que ya está en la baza.
setting-first-lead-note = Necesita `trump: named by the high bidder` (cuando la primera carta lanzada marca el triunfo, sale el lanzador; cuando el triunfo se vuelve, sale el mano). El primero en salir puede salir con cualquier carta, salvo que `first card led` pida un triunfo.
setting-first-card-led-note = Necesita `trump: named by the high bidder`. Una regla de casa de las mesas en que el mejor postor declara el triunfo: quien sale a la primera baza debe salir con un triunfo mientras tenga alguno; las salidas siguientes son libres.
setting-cards-played-note = Con solo triunfos, las cartas sin triunfo nunca se juegan: una baza es un triunfo de cada jugador que aún tenga uno, y quien debe salir sin triunfos cede la salida al siguiente que tenga.
setting-point-id-note = Los puntos se numeran en el orden en que se definen por primera vez; una línea `point` en una variante construida con `extends` sustituye el punto de la base con el mismo identificador o añade uno, y `point ID: none` quita el punto de la base.
setting-point-id-default = se necesita al menos un punto
setting-count-out-default = primero el lanzador, después los puntos en el orden en que se definen
setting-instant-win-default = ninguno
setting-set-backs-lose-note = Necesita dos equipos y un contrato que deje retrasado al lanzador por el monto de su oferta: el otro equipo gana en el acto, sean cuales sean las puntuaciones.
setting-set-backs-lose-default = ninguno: los retrasos solo cuestan puntos
setting-set-back-chips-default = ninguno
setting-on-a-set-note = Necesita un contrato que se puntúe por diferencia. Una regla de casa del Cinch tal como lo da la mayoría de las fuentes: cuando el bando que pujó no cumple, el otro bando se anota los puntos que ganó más la oferta. Las dos formas coinciden cuando todos los puntos de la mano están en juego; cuando una carta de punto queda fuera de juego, esta se anota menos.
setting-on-a-set-default = el otro bando se anota todos los puntos de la mano más lo que faltó
setting-smudge-chips-note = Una partida que una mancha gana o pierde en el acto se paga doble: cada pago, fichas por retrasos incluidas. Necesita una liquidación y una mancha que gane o pierda la partida.
setting-going-out-note = Necesita una subasta cuyo contrato se cumple cuando los puntos del lanzador llegan a la oferta. Durante el juego, un punto cuenta para el equipo del lanzador en cuanto ninguna carta que quede por jugar puede cambiarlo: el Alto cuando se ha jugado el triunfo más alto de la baraja, el Bajo cuando se ha jugado el más bajo, una carta cuando se gana (o cuando se juega, si es para quien la tenía), el Juego cuando las cartas que cuentan y aún no se han ganado ya no pueden darle alcance. Cuando esos puntos cumplen la oferta y llegan a la meta, el equipo del lanzador gana en el acto y el resto de la mano no se juega.

setting-renege-note = Un renuncio es una carta que las reglas de asistir prohíben, jugada por quien tiene el palo de salida (quien no lo tiene sigue jugando como dice `when void`). La carta queda jugada; todo renuncio se descubre al terminar la mano, y cada bando salvo el del renunciante se anota la penalización, que al contar hasta la meta va antes que los puntos de la mano y nunca cuenta para el contrato. En triunfo: a una salida de triunfo; con `while holding a trump ten or higher`, solo si el renunciante aún tiene un triunfo del diez para arriba (si no, la primera penalización).

setting-deals-note = Una partida de un número fijo de repartos, además de la meta (en torneo: cada jugador reparte dos veces): un equipo que llega antes a la meta sigue ganando; si no, cuando cada jugador ha repartido N veces, gana la puntuación más alta, y un empate se sigue jugando reparto a reparto hasta que uno quede solo en cabeza. Una mano que vuelve a repartir el mismo repartidor no cuenta. No vale con `count out: bid out`, donde solo puede ganar el equipo del lanzador.
setting-deals-default = ninguno: la partida sigue hasta que alguien llega a la meta
setting-if-everyone-passes-note = La elección del repartidor obligado (`, or be set back N and pass the deal`): el que reparte, cuando todos le pasan, o bien puja, o bien acepta un retraso de N puntos (un retraso, como una oferta no cumplida) y pasa el reparto sin jugar la mano. Necesita una subasta cuyo lanzador quede retrasado en lo que pujó.
