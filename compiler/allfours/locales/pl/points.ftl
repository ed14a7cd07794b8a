### Nazwy punktów rozdania, według identyfikatora z pliku wariantu.

# Cztery punkty po polsku, nigdy po angielsku (seed miesza: «high, low, walet i gra»):
# Wysoka i Niska (karta), Walet, Oczka: punkt za najwięcej oczek w wziętych kartach, jak
# polskie stoły nazywają te wartości (tysiąc, sześćdziesiąt sześć: «liczyć oczka»). Nie
# «Gra»: to słowo znaczy samą grę («gra się do 7»), więc punkt czytałby się jak partia;
# tam, gdzie Oczka to dziesiątka atutowa (Cinch, Pedro), mówi o tym słowniczek.
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
    [big_phat] Duży phat
    [little_phat] Mały phat
    [muck] Muck
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
    [slam] Szlem
    [trey] Trójka
   *[other] { $name }
 }
