### Nazwy punktów rozdania, według identyfikatora z pliku wariantu.

point-name = { $point ->
    [high] Wysoka
    [low] Niska
    [jack] Walet
    [game] Oczka
    [joker] Joker
    [turned_jack] Odkryty walet
    [gift] Darowany punkt
    [kick] Karta odkryta
    [ace] As
    [king] Król
    [queen] Dama
    [big_don] Duży don
    [small_don] Mały don
    [nines] Dziewiątki
    [fives] Piątki
    [nine] Dziewiątka
    [five] Piątka
    [right_bower] Prawy bower
    [left_bower] Lewy bower
    [right_pedro] Prawy Pedro
    [left_pedro] Lewy Pedro
    [pedro] Pedro
    [sancho] Sancho
    [dom] Dom
    [off_jack] Walet tej samej barwy
    [high_joker] Joker wysoki
    [low_joker] Joker niski
    [trey] Trójka
   *[other] { $name }
 }
