### La mano de ejemplo: una mano jugada por el módulo de reglas, contada tal como fue.
### Los verbos y participios concuerdan con el género del jugador ($g: f, m; fp, mp).

teach-hands-at-play = Las manos al empezar la jugada
teach-example-intro = { $bids ->
    [yes] Una mano repartida y jugada según estas reglas: cada carta, puja y punto de abajo es lo que hizo de ella el módulo de reglas.
   *[no] Una mano repartida y jugada según estas reglas: cada carta y punto de abajo es lo que hizo de ella el módulo de reglas.
 }

example-game-to = a { $target }
example-game-down = que se descuenta de { $target } a 0
example-setting = Juegan { $players }; reparte { $dealer }, y { $eldest }, a su { $side ->
    [right] derecha
   *[left] izquierda
 }, es quien { $first ->
    [bid] puja
   *[play] juega
 } primero{ $seating ->
    [opposite] ; los compañeros se sientan frente a frente
    [alternate] ; los compañeros se sientan alternados
   *[none] {""}
 }. Es el final de una partida { $game }, y las puntuaciones son { $scores }. { $ends ->
    [yes] Esta es la mano que la termina.
   *[no] Esta es su mano siguiente.
 }
example-score = { $who } { $score }

example-pass = { $who } pasa.
example-bid = { $who } puja { $bid }.
example-sell = { $who } vende la salida por { $price }.
example-refuse = { $who } rechaza { $price } y se queda la salida.
example-leads-first = { $who } sale a la primera baza.
example-pitches-free = { $who } lanza, sin contrato.
example-contract = { $who } es { $role ->
    [maker] { $g ->
        [f] la declarante
       *[m] el declarante
    }
   *[pitcher] { $g ->
        [f] la lanzadora
       *[m] el lanzador
    }
 }, con una oferta de { $bid }{ $cite }.
example-privilege = { $who }, que reparte, se queda el contrato en { $bid }: el privilegio del que reparte{ $cite }.
example-set-aside = La siguiente carta vuelta, { $card }, es del mismo palo: se aparta.
example-turn-up = { $who } vuelve { $card }.
example-stand = { $who } se planta: el palo de la muestra es triunfo.
example-beg = { $who } pide{ $cite }.
example-give = { $who } regala un punto en vez de correr las cartas.
example-run = { $who } corre las cartas: más cartas para cada uno y una nueva muestra{ $cite }.
example-name-trump = { $who } elige { suit-name } como triunfo{ $cite }.
example-trump-is = Triunfo: { suit-name }.
example-run-dealt = Las cartas corridas: { $cards }.
example-run-cards = { $who }, { $cards }
example-exchanges = { $drew ->
    [yes] Descartes y robos
   *[no] Descartes
 }: { $moves }.
example-exchange = { $drew ->
    [0] { $who } se descarta de { $out }
   *[other] { $order ->
        [drew-first] { $who } roba { $drew } y se descarta de { $out }
       *[discarded-first] { $who } se descarta de { $out } y roba { $drew }
    }
 }

example-trick = Baza { $number }: { $lead }; después, { $rest }. La gana { $winner }{ $cite }.
example-trick-short = Baza { $number }: { $plays }; la gana { $winner }.
example-lead = { $who } sale con { $card }{ $note }
example-play = { $who } echa { $card }{ $note }
note-pitch = { " " }(la carta lanzada: triunfo { suit-name })
note-trumps = { " " }(triunfa, aunque podía seguir el palo)
note-void-trumps = { " " }(triunfa: no tiene del palo de salida)
note-void = { " " }(no tiene del palo de salida)
note-no-trumps = { " " }(no tiene triunfos)

example-point = **{ $title }**{ $cite }: { $why } → { $to }{ $worth }.
example-point-bare = **{ $title }**{ $cite } → { $to }{ $worth }.
example-no-one = nadie
example-worth = { " " }({ $value } puntos)
why-highest = el triunfo más alto en juego es { $card }
why-lowest = el triunfo más bajo en juego es { $card }
why-card = { $card }
# La terminación de un participio que concuerda con lo que se nombra: el triunfo (o), o la
# carta misma (la jota, la reina: a).
why-ending = { $how ->
    [card] { $rank ->
        [Q] a
        [J] a
       *[other] o
    }
   *[other] o
 }
why-discarded = { $what }, descartad{ why-ending } por { $who }: no está en juego
why-unplayed = { $what }, en la mano de { $who }, pero sin jugarse
why-nowhere = { $what }, que no llegó a ninguna mano: no está en juego
why-credited = { $what }, { $relation ->
    [held] en la mano de { $who } al empezar la jugada
    [capturer] ganad{ why-ending } en baza por { $who }
    [player] jugad{ why-ending } por { $who }
   *[holder] repartid{ why-ending } a { $who }
 }
why-count = valor de las cartas ganadas: { $totals }{ $tie ->
    [level] ; empate
    [pitcher] ; empate, para el lanzador
    [eldest] ; empate, para el mano
   *[none] {""}
 }
why-turned-up = la muestra es { $card }
why-gift = el regalo de quien reparte

example-made = { $who } pujó { $bid } y { $team ->
    [yes] { $side } hicieron
   *[no] hizo
 } { $points }: oferta cumplida{ $cite }.
example-set = { $who } pujó { $bid } pero { $team ->
    [yes] { $side } solo hicieron { $points }: quedan { $sideg ->
        [fp] retrasadas
       *[mp] retrasados
    }
   *[no] solo hizo { $points }: queda { $g ->
        [f] retrasada
       *[m] retrasado
    }
 } en { $bid } puntos, de { $before } a { $after }{ $cite }.
example-difference-made = { $who } pujó { $bid }; puntos hechos: { $made }. La oferta se cumple, y el equipo con más puntos anota la diferencia: { $scored }{ $cite }.
example-difference-set = { $who } pujó { $bid }; puntos hechos: { $made }. La oferta no se cumple: { $scored }{ $cite }.
example-level = los puntos están igualados: nadie anota
example-gain = { $who } { $team ->
    [yes] anotan
   *[no] anota
 } { $gain }
example-scores = Puntuaciones tras la mano: { $scores }.
example-goes-on = Nadie ha llegado a la meta: la partida sigue.
example-won-target = Solo { $winner } { $team ->
    [yes] llegan a la meta, y ganan
   *[no] llega a la meta, y gana
 } la partida{ $cite }.
example-won-pitcher-first = Llegan a la meta { $reached }; { $role ->
    [maker] { $pg ->
        [f] la declarante
       *[m] el declarante
    }
   *[pitcher] { $pg ->
        [f] la lanzadora
       *[m] el lanzador
    }
 } cumplió su oferta y cuenta primero: { $team ->
    [yes] ganan
   *[no] gana
 } { $winner }{ $cite }.
example-won-count-out = Llegan a la meta en la misma mano { $reached }; contando los puntos uno a uno en orden, { $team ->
    [yes] llegan primero { $winner }, y ganan
   *[no] llega primero { $winner }, y gana
 }{ $cite }.
example-won-higher = Llegan a la meta { $reached }: gana la puntuación más alta, la de { $winner }{ $cite }.
example-won-at-once = Un punto anotado durante el juego lleva a { $winner } a la meta: la partida termina en el acto{ $cite }.
example-won-going-out = Los puntos ya asegurados cumplen la oferta y llevan a { $winner } a la meta durante el juego: { $team ->
    [yes] salen
   *[no] sale
 }, y la partida termina en el acto{ $cite }.
example-won = { $team ->
    [yes] Ganan
   *[no] Gana
 } la partida { $winner }{ $cite }.
example-payouts = Liquidación en fichas{ $cite }: { $net }.
