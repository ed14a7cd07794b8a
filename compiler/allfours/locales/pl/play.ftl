### The words of `allfours play`, the terminal game against bots, that are not a rule of
### the game (the rules are the rulebook's). A message of a count selects on the count's
### CLDR plural category. A value that starts with spaces keeps them as a literal ({"  "}).

play-you = ty
play-seat = miejsce { $seat }
play-your-side = twoja strona
play-other-side = druga strona
play-side-of = strona miejsc { $seats }
play-no-one = nikt
play-intro = { $title }: ty i boty ({ $bots }) na miejscach { $seats }, kolejno po tobie{ $partners }; gra się do { $target }.
play-partners = { $count ->
     [one] ; twój partner: { $seats }
     [few] ; twoi partnerzy: { $seats }
    *[many] ; twoi partnerzy: { $seats }
}
play-how-to = Wybierz ruch numerem albo go wpisz: `licytuję 2`, `pas`, kartę jej kodem (`AS`, `TD`) lub nazwą (`as pik`). `pomoc` mówi więcej, `zasady 4.2` pokazuje regułę, `wyjdź` kończy grę.
play-hand-you-deal = === Rozdanie { $number }: rozdajesz ty ===
play-hand-deals = === Rozdanie { $number }: rozdaje { $who } ===
play-scores = Wyniki: { $scores }
play-contract = Kontrakt: { $who }, { $bid }
play-no-contract = Bez kontraktu: gra { $who }
play-high-bid = Najwyższa oferta dotąd: { $bid }
play-trump = Atut: { $suit }
play-trump-unknown = Atut: jeszcze nieustalony
play-turned-up = Odkryta: { $cards }
play-trick = Lewa: { $plays }
play-your-hand = Twoje karty: { $cards }
play-your-turn = Twój ruch ({ $phase }):
play-discard-how = Kilka kart można zrzucić w jednej linii: `1 4 5` albo `2H 3C 4D`.
play-discard-count = { $count ->
     [one] Zrzuć { $count } kartę, by zostało ci { $keep }.
     [few] Zrzuć { $count } karty, by zostało ci { $keep }.
    *[many] Zrzuć { $count } kart, by zostało ci { $keep }.
}
play-move = {"  "}{ $who }: { $move }
play-auto-done = {"  "}ty: gotowe (nic więcej nie można zrzucić)
play-you-took = {"  "}-> bierzesz lewę: { $cards }
play-took = {"  "}-> { $who } bierze lewę: { $cards }
play-bot-discarded = { $count ->
     [one] {"  "}{ $who }: zrzuca { $count } kartę
     [few] {"  "}{ $who }: zrzuca { $count } karty
    *[many] {"  "}{ $who }: zrzuca { $count } kart
}
play-bot-kept = {"  "}{ $who }: nie zrzuca żadnej karty

play-phase-auction = licytacja
play-phase-sale = sprzedaż
play-phase-begging = proszenie
play-phase-discard = zrzucanie kart
play-phase-naming = wybór atutu
play-phase-declaring = deklarowanie atutu dla narzuconej przez ciebie karty
play-phase-play = rozgrywka

play-pass = pas
play-bid = licytuję { $amount }
play-sell = sprzedaję
play-refuse = odmawiam
play-stand = zostaję
play-beg = proszę
play-give = daję punkt
play-run = rozdaję dalej
play-take-set = przyjmuję cofnięcie
play-done = gotowe
play-rob = biorę talon
play-partner = oddaję talon partnerowi
play-name = atut { $suit }
play-play = zagrywam { $card }
play-discard = zrzucam { $card }
play-card-named = { $code } ({ $name })

play-refused = Niedozwolone (reguła { $rule }): { $reason } Wybierz jeszcze raz.
play-refused-in-line = Niedozwolone, { $move } (reguła { $rule }): { $reason } Nie wykonano nic z tej linii; wybierz jeszcze raz.
play-not-held = Nie masz tej karty: { $card }. Wybierz jeszcze raz.
play-not-a-move = „{ $typed }” nie jest tu ruchem.
play-did-you-mean = Czy chodziło o „{ $near }”?
play-choose-how = Wpisz numer od 1 do { $count }, ruch albo `pomoc`.
play-no-such-number = Nie ma ruchu { $number }: wybierz od 1 do { $count }.
play-one-at-a-time = Tu jeden ruch naraz; kilka tylko przy zrzucaniu kart.
play-too-long = Ta linia jest za długa na ruch (najwyżej { NUMBER($limit, useGrouping: 0) } znaków).
play-help = Wpisz numer ruchu z listy albo sam ruch: `pas`, `licytuję 3`, `zagrywam AS` albo samą kartę, jej kodem (wartość A K Q J T 9 ... 2, potem kolor S H D C: `AS`, `TD`, `10D`) lub nazwą (`as pik`). Przy zrzucaniu wpisz kilka kart w jednej linii. `zasady` wymienia działy regulaminu, `zasady 4` pokazuje jeden z nich, `zasady 4.2` jedną regułę. `wyjdź` kończy grę.
play-rules-sections = Regulamin gry { $title }:
play-rules-how = Wpisz `zasady 4`, by zobaczyć dział, `zasady 4.2`, by zobaczyć regułę.
play-rules-none = Zasad tego wariantu nie ma tu pod ręką; numery reguł są jednak podawane.
play-no-such-rule = W grze { $title } nie ma reguły { $asked }: jej reguły to { $first } do { $last }.

play-hand-over = --- Koniec rozdania ---
play-passed-out = Rozdanie nie zostało rozegrane (karty rzucono albo zebrano).
play-stuck-set = Rozdanie nie zostało rozegrane; { $who }: cofnięcie o { $amount } zamiast licytacji. Rozdawać będzie następny gracz.
play-made = Kontrakt { $bid } ({ $who }): ugrany; atut { $suit }.
play-set-back = Kontrakt { $bid } ({ $who }): nieugrany, cofnięcie; atut { $suit }.
play-made-yours = Twój kontrakt { $bid }: ugrany; atut { $suit }.
play-set-back-yours = Twój kontrakt { $bid }: nieugrany, cofnięcie; atut { $suit }.
play-without-contract = { $who }: gra bez kontraktu; atut { $suit }.
play-without-contract-you = Grasz bez kontraktu; atut { $suit }.
play-no-contract-you = Bez kontraktu: grasz ty
play-point = {"  "}{ $point }: { $who }
play-renege = {"  "}Wykryty renons: { $who } w lewie { $trick } ({ $card }); { $to }: +{ $points } ({ $rule })
play-game-over-you = Koniec partii: wygrywasz.
play-game-over-your-side = Koniec partii: wygrywa twoja strona.
play-game-over-seat = Koniec partii: wygrywa { $who }.
play-game-over-side = Koniec partii: wygrywa { $who }.
play-payouts = Żetony: { $payouts }
play-left = Opuszczasz grę.
play-abandoned = Gra przerwana.
play-line-endless = allfours play: linia dłuższa niż { $limit } znaków nie jest ruchem; gra się kończy

play-words-help = pomoc, help, ?
play-words-rules = zasady, zasada, rules, rule
play-words-quit = wyjdź, wyjdz, koniec, quit, q, exit
