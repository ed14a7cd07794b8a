### The words of `allfours play`, the terminal game against bots, that are not a rule of
### the game (the rules are the rulebook's). A message of a count selects on the count's
### CLDR plural category. A value that starts with spaces keeps them as a literal ({"  "}).

play-you = tú
play-seat = puesto { $seat }
play-your-side = tu equipo
play-other-side = el otro equipo
play-side-of = el equipo de los puestos { $seats }
play-no-one = nadie
play-intro = { $title }: tú y los bots ({ $bots }) en los puestos { $seats }, por turno después de ti{ $partners }; gana el primero que llega a { $target }.
play-partners = { $count ->
     [one] ; tu compañero: { $seats }
    *[other] ; tus compañeros: { $seats }
}
play-how-to = Elige una jugada por su número o escríbela: `pujo 2`, `paso`, una carta por su código (`AS`, `TD`) o su nombre (`as de picas`). `ayuda` explica más, `reglas 4.2` muestra una regla, `salir` deja la partida.
play-hand-you-deal = === Mano { $number }: repartes tú ===
play-hand-deals = === Mano { $number }: reparte el { $who } ===
play-scores = Puntuación: { $scores }
play-contract = Contrato: { $who }, { $bid }
play-no-contract = Sin contrato: juega el { $who }
play-high-bid = Oferta más alta hasta ahora: { $bid }
play-trump = Triunfo: { $suit }
play-trump-unknown = Triunfo: aún sin fijar
play-turned-up = Muestra: { $cards }
play-trick = Baza: { $plays }
play-your-hand = Tu mano: { $cards }
play-your-turn = Te toca ({ $phase }):
play-discard-how = Puedes descartar varias cartas en una línea: `1 4 5` o `2H 3C 4D`.
play-discard-count = { $count ->
     [one] Descarta { $count } carta para quedarte con { $keep }.
    *[other] Descarta { $count } cartas para quedarte con { $keep }.
}
play-move = {"  "}{ $who }: { $move }
play-auto-done = {"  "}tú: listo (no se puede descartar nada más)
play-you-took = {"  "}-> te llevas la baza: { $cards }
play-took = {"  "}-> el { $who } se lleva la baza: { $cards }
play-bot-discarded = { $count ->
     [one] {"  "}{ $who }: descarta { $count } carta
    *[other] {"  "}{ $who }: descarta { $count } cartas
}
play-bot-kept = {"  "}{ $who }: no descarta ninguna carta

play-phase-auction = la subasta
play-phase-sale = la venta
play-phase-begging = la petición
play-phase-discard = el descarte
play-phase-naming = elegir el triunfo
play-phase-declaring = declarar el triunfo de la carta que lanzaste
play-phase-play = el juego

play-pass = paso
play-bid = pujo { $amount }
play-sell = vendo
play-refuse = no vendo
play-stand = me planto
play-beg = pido
play-give = doy un punto
play-run = corro las cartas
play-take-set = acepto el retraso
play-done = listo
play-rob = robo el mazo
play-partner = paso el mazo al compañero
play-name = triunfo { $suit }
play-play = juego { $card }
play-discard = descarto { $card }
play-card-named = { $code } ({ $name })

play-refused = No se puede (regla { $rule }): { $reason } Elige otra vez.
play-refused-in-line = No se puede, { $move } (regla { $rule }): { $reason } No se hizo nada de la línea; elige otra vez.
play-not-held = No tienes { $card }. Elige otra vez.
play-not-a-move = «{ $typed }» no es una jugada aquí.
play-did-you-mean = ¿Querías decir «{ $near }»?
play-choose-how = Escribe un número del 1 al { $count }, una jugada o `ayuda`.
play-no-such-number = No hay jugada { $number }: elige del 1 al { $count }.
play-one-at-a-time = Aquí, una jugada cada vez; varias solo al descartar.
play-too-long = Esa línea es demasiado larga para ser una jugada (como mucho { NUMBER($limit, useGrouping: 0) } caracteres).
play-help = Escribe el número de una jugada de la lista, o la jugada misma: `paso`, `pujo 3`, `juego AS`, o solo una carta, por su código (valor A K Q J T 9 ... 2 y palo S H D C: `AS`, `TD`, `10D`) o su nombre (`as de picas`). Al descartar, escribe varias cartas en una línea. `reglas` muestra las secciones del reglamento, `reglas 4` una de ellas, `reglas 4.2` una regla. `salir` deja la partida.
play-rules-sections = El reglamento de { $title }:
play-rules-how = Escribe `reglas 4` para una sección, `reglas 4.2` para una regla.
play-rules-none = Las reglas de esta variante no están a mano aquí; los números de las reglas sí se dan.
play-no-such-rule = No hay regla { $asked } en { $title }: sus reglas van de { $first } a { $last }.

play-hand-over = --- Fin de la mano ---
play-passed-out = La mano no se jugó (se tiraron las cartas, o se juntaron).
play-stuck-set = La mano no se jugó; { $who }: retraso de { $amount } en lugar de pujar. El reparto pasa al siguiente.
play-made = Contrato de { $bid } del { $who }: cumplido; triunfo { $suit }.
play-set-back = Contrato de { $bid } del { $who }: no cumplido, retrasado; triunfo { $suit }.
play-made-yours = Tu contrato de { $bid }: cumplido; triunfo { $suit }.
play-set-back-yours = Tu contrato de { $bid }: no cumplido, retrasado; triunfo { $suit }.
play-without-contract = El { $who } jugó sin contrato; triunfo { $suit }.
play-without-contract-you = Jugaste sin contrato; triunfo { $suit }.
play-no-contract-you = Sin contrato: juegas tú
play-point = {"  "}{ $point }: { $who }
play-renege = {"  "}Renuncio descubierto: { $who } en la baza { $trick } ({ $card }); { $to }: +{ $points } ({ $rule })
play-game-over-you = Fin de la partida: ganas tú.
play-game-over-your-side = Fin de la partida: gana tu equipo.
play-game-over-seat = Fin de la partida: gana el { $who }.
play-game-over-side = Fin de la partida: gana { $who }.
play-payouts = Fichas: { $payouts }
play-left = Has dejado la partida.
play-abandoned = Partida abandonada.
play-line-endless = allfours play: una línea de más de { $limit } caracteres no es una jugada; la partida se detiene

play-words-help = ayuda, help, ?
play-words-rules = reglas, regla, rules, rule
play-words-quit = salir, quit, q, exit
