### Części dydaktyczne strony regulaminu: gra w skrócie, zasady stołu, słowniczek i
### nagłówki przykładu.

teach-brief = Gra w skrócie
teach-example = Przykładowe rozdanie
teach-hands = Rozdane karty
teach-points = Punkty rozdania
teach-player = Gracz
teach-jokers = Jokery
teach-table-rules = Zasady stołu
teach-table-rules-badge = Zasady stołu: do przyjęcia przez graczy
teach-table-rules-note = Te zasady na pomyłki przy stole pochodzą z historycznych źródeł rodziny (zasady w stylu Hoyle'a). Zastępują sekcję 9, w której pomyłkę po prostu się poprawia; moduł reguł ich nie stosuje. Uzgodnijcie je przed partią.
teach-glossary = Słowniczek
teach-both-sides = obie strony

brief-players = { $count } graczy
brief-players-range = { $min }–{ $max } graczy
brief-partners-two = , w dwóch parach, partnerzy siedzą naprzeciw siebie
brief-partners-many = , w { $sides } parach
brief-goal-score = { $who ->
    [side] ta strona, która pierwsza zdobędzie
    [player-or-side] ten gracz albo ta strona, kto pierwszy zdobędzie
   *[player] ten, kto pierwszy zdobędzie
 } { $target } { $target ->
    [one] punkt
    [few] punkty
   *[many] punktów
 }
brief-goal-count-down = { $who ->
    [side] ta strona, która pierwsza zejdzie
    [player-or-side] ten gracz albo ta strona, kto pierwszy zejdzie
   *[player] ten, kto pierwszy zejdzie
 } z { $target } do 0
brief-opening = Gra z rodziny All Fours dla { $players }{ $partners }. Wygrywa { $goal }. W każdym rozdaniu do zdobycia { $stake ->
    [one] jest { $stake } punkt
    [few] są { $stake } punkty
   *[many] jest { $stake } punktów
 }: { $points }.
brief-all-fours = To te cztery punkty („all fours”) dały nazwę rodzinie.
brief-early = Przed rozgrywką można też zdobyć: { $early }.
brief-how = Przebieg rozdania:
brief-deal = Rozdający daje każdemu graczowi po { $cards } { $cards ->
    [one] kartę
    [few] karty
   *[many] kart
 }.
brief-turn-up-beg = Rozdający odkrywa kartę, która wskazuje atut. Gracz po jego { $side ->
    [right] prawej
   *[left] lewej
 } zostaje (przyjmuje ten atut) albo prosi; na prośbę rozdający daje punkt każdemu przeciwnikowi (każdej stronie przeciwnej, gdy gra się w parach) i atut zostaje, albo dokłada wszystkim po { $run } { $run ->
    [one] kartę
    [few] karty
   *[many] kart
 } i odkrywa nową kartę.
brief-turn-up = Rozdający odkrywa kartę: jej kolor jest atutem.
brief-top-of-stock = Odkrywa się wierzchnią kartę talonu: jej kolor jest atutem. Po każdej lewie każdy gracz dobiera kartę z talonu.
brief-sell = Gracz po { $side ->
    [right] prawej
   *[left] lewej
 } rozdającego może sprzedać wyjście pozostałym za punkty albo je zatrzymać.
brief-bid = Gracze licytują, od { $min } do { $max }, o prawo wyboru atutu: najwyżej licytujący musi potem zdobyć co najmniej tyle punktów.
brief-name-trump = Najwyżej licytujący wybiera atut.
brief-discard-plain = { $robber ->
    [none] Każdy gracz zrzuca wszystkie karty, które nie są atutami (i atuty ponad { $keep }), i dostaje karty z powrotem do { $keep }.
    [pitcher] Wszyscy oprócz najwyżej licytującego zrzucają wszystkie karty, które nie są atutami (i atuty ponad { $keep }), i dostają karty z powrotem do { $keep }; potem najwyżej licytujący bierze resztę talonu i zatrzymuje { $keep } { $keep ->
        [one] kartę
        [few] karty
       *[many] kart
    }.
   *[dealer] Wszyscy oprócz rozdającego zrzucają wszystkie karty, które nie są atutami (i atuty ponad { $keep }), i dostają karty z powrotem do { $keep }; potem rozdający bierze resztę talonu i zatrzymuje { $keep } { $keep ->
        [one] kartę
        [few] karty
       *[many] kart
    }.
 }
brief-discard-any = { $robber ->
    [none] Każdy gracz może zrzucić do { $most } dowolnych kart, także atutów, i dostaje tyle samo nowych.
    [pitcher] Wszyscy oprócz najwyżej licytującego mogą zrzucić do { $most } dowolnych kart, także atutów, i dostają tyle samo nowych; potem najwyżej licytujący bierze resztę talonu i zatrzymuje { $keep } { $keep ->
        [one] kartę
        [few] karty
       *[many] kart
    }.
   *[dealer] Wszyscy oprócz rozdającego mogą zrzucić do { $most } dowolnych kart, także atutów, i dostają tyle samo nowych; potem rozdający bierze resztę talonu i zatrzymuje { $keep } { $keep ->
        [one] kartę
        [few] karty
       *[many] kart
    }.
 }
brief-discard-up-to = { $robber ->
    [none] Każdy gracz może zrzucić do { $most } kart, które nie są atutami, i dostaje tyle samo nowych.
    [pitcher] Wszyscy oprócz najwyżej licytującego mogą zrzucić do { $most } kart, które nie są atutami, i dostają tyle samo nowych; potem najwyżej licytujący bierze resztę talonu i zatrzymuje { $keep } { $keep ->
        [one] kartę
        [few] karty
       *[many] kart
    }.
   *[dealer] Wszyscy oprócz rozdającego mogą zrzucić do { $most } kart, które nie są atutami, i dostają tyle samo nowych; potem rozdający bierze resztę talonu i zatrzymuje { $keep } { $keep ->
        [one] kartę
        [few] karty
       *[many] kart
    }.
 }
brief-discard-down = { $kitty ->
    [each] Każdy gracz bierze { $cards } karty rozdane mu zakryte, a potem zrzuca karty, aż zostanie mu { $keep }.
    [bidder] Najwyżej licytujący bierze { $cards } karty z musiku; potem każdy gracz zrzuca karty, aż zostanie mu { $keep }.
    [seen] Najwyżej licytujący wziął { $cards } karty z musiku i zrzucił karty, aż zostało mu { $keep }, zanim wybrał atut; potem każdy z pozostałych graczy zrzuca karty, aż zostanie mu { $keep }.
   *[none] Każdy gracz zrzuca karty, aż zostanie mu { $keep }{ $plain ->
        [yes] , najpierw te, które nie są atutami
       *[no] {""}
    }.
 }
brief-pitch = { $leader ->
    [bidder] Najwyżej licytujący
    [left-of-bidder] Gracz po lewej najwyżej licytującego
    [right] Gracz po prawej rozdającego
   *[left] Gracz po lewej rozdającego
 } wychodzi pierwszą kartą (narzuca ją): jej kolor jest atutem.
brief-lead = { $leader ->
    [bidder] Najwyżej licytujący
    [left-of-bidder] Gracz po lewej najwyżej licytującego
    [right] Gracz po prawej rozdającego
   *[left] Gracz po lewej rozdającego
 } wychodzi do pierwszej lewy.
brief-tricks = Każdy gracz dokłada kartę do każdej lewy, do koloru albo atutem, jak mówią zasady rozgrywki{ $rule }; lewę bierze najwyższy atut albo najwyższa karta koloru wyjścia, a jej zdobywca wychodzi do następnej.
brief-score = Po rozegraniu kart liczy się wymienione wyżej punkty.
brief-set-back = Jeśli najwyżej licytujący zdobył mniej punktów, niż zalicytował, zostaje cofnięty: odejmuje mu się wartość oferty, a wynik może spaść poniżej zera (na dołku).
brief-others-score = Jeśli najwyżej licytujący zdobył mniej punktów, niż zalicytował, punkty dostaje druga strona.

table-first-deal = **Pierwsze rozdanie.** Gracze przekładają talię; rozdaje pierwszy ten, kto przełoży najwyższą kartę, as najwyżej (Bicycle). Przy niektórych stołach najniższą.
table-misdeal = **Błędne rozdanie, odkryta karta.** Karta odkryta przy rozdawaniu albo zła liczba kart u gracza to błędne rozdanie, jeśli zauważy się je przed zagraniem pierwszej karty: można żądać nowego rozdania i rozdaje ten sam gracz (Britannica z 1911 r.; Bicycle). Przy niektórych stołach rozdanie przechodzi dalej, a druga strona zapisuje punkt (Seven-Up, Trynidad).
table-revoke = **Renons.** Kto nie dokłada do koloru, choć może i musi, popełnia renons; gdy to wyjdzie na jaw, { $revoke }.
table-revoke-bidding = winny traci wartość oferty (albo nie zapisuje nic w tym rozdaniu), a { $role ->
    [maker] rozgrywającego
   *[pitcher] miotacza
 } nie można cofnąć w rozdaniu, w którym renons popełnił ktoś inny (Britannica z 1911 r.; Foster)
table-revoke-difference = strona winna nie zapisuje nic w tym rozdaniu, a druga strona zapisuje wszystkie { $total } { $total ->
    [one] punkt
    [few] punkty
   *[many] punktów
 } (zwyczajowa umowa: źródła nie podają kary dla gry, w której wyniki nigdy nie maleją)
table-revoke-no-bids = druga strona zapisuje punkt, a przy niektórych stołach partię (zasady angielskie i z Trynidadu)
table-out-of-turn = **Zagranie nie w swojej kolejce.** Źródła nie podają zasady; zwyczajowo kartę zagraną nie w swojej kolejce cofa się, jeśli zauważy się to przed końcem lewy, razem z kartami zagranymi po niej. Zebrana lewa pozostaje ważna.
table-wrong-score = **Błędny zapis.** Punkty zapisane bez zdobycia skreśla się, a druga strona zapisuje karę uzgodnioną wcześniej (Cassell's).

glossary-dealer = Rozdający
    .means = gracz, który rozdaje karty; po każdym rozdaniu rozdaje następny.
glossary-trick = Lewa
    .means = po jednej karcie od każdego gracza, po kolei; bierze ją najlepsza karta.
glossary-lead = Wyjście
    .means = pierwsza karta lewy; kto bierze lewę, wychodzi do następnej.
glossary-follow-suit = Dołożyć do koloru
    .means = zagrać kartę w kolorze wyjścia.
glossary-trump = Atut
    .means = kolor wybrany na rozdanie: każdy atut bije każdą kartę innego koloru.
glossary-bid = Oferta
    .means = liczba punktów, którą gracz zobowiązuje się zdobyć.
glossary-maker = Rozgrywający
    .means = gracz, który wygrał licytację i wychodzi pierwszy.
glossary-pitcher = Miotacz
    .means = gracz, który wygrał licytację i wychodzi pierwszy (tradycyjna nazwa, przejęta z angielskiego, jak rozmazanie, na dołku i cofnięty).
glossary-pitch = Karta narzucona
    .means = pierwsza zagrana karta; jej kolor jest atutem.
glossary-set-back = Cofnięty
    .means = ten, komu odjęto wartość niezrealizowanej oferty.
glossary-in-the-hole = Na dołku
    .means = z wynikiem poniżej zera.
glossary-smudge = Rozmazanie
    .means = oferta { $bid }, najwyższa możliwa.
glossary-eldest = Przodownik
    .means = gracz, do którego przechodzi kolejka od rozdającego.
glossary-stand = Zostać
    .means = przyjąć kolor odkrytej karty jako atut.
glossary-beg = Prosić
    .means = poprosić rozdającego o punkt albo o nowy atut.
glossary-run = Rozdawać dalej
    .means = dać wszystkim więcej kart i odkryć nową kartę.
glossary-count-out = Liczenie do celu
    .means = sposób wyłonienia zwycięzcy, gdy w jednym rozdaniu cel osiąga więcej niż jeden gracz: punkty rozdania zapisuje się w ustalonej kolejności.
glossary-point = punkt za { FORM($what, "acc") }{ $credit ->
    [holder] { $held ->
        [played] , dla gracza, który miał tę kartę i ją zagrał
        [kept] , dla gracza, który ma tę kartę na początku rozgrywki
       *[dealt] , dla gracza, któremu tę kartę rozdano
    }
    [capturer] , dla gracza, który weźmie lewę z tą kartą
    [player] , dla gracza, który zagra tę kartę
    [before-play] , zapisywany przed rozgrywką
   *[most] {""}
 }{ $value ->
    [1] {""}
   *[other] ; wart { $value } { $value ->
        [few] punkty
       *[many] punktów
    }
 }.

glossary-point-before-play = { $what }; zapisuje się go przed rozgrywką.
