### Części dydaktyczne strony regulaminu: gra w skrócie, zasady stołu, słowniczek i
### nagłówki przykładu.

teach-brief = Gra w skrócie
teach-example = Przykładowe rozdanie
teach-example-intro = Jedno rozdanie rozdane i rozegrane według tych zasad: każda karta, oferta i punkt poniżej to to, co zrobił z nim moduł reguł.
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
brief-goal-score = jako { $who ->
    [side] pierwsza strona
   *[player] pierwszy gracz
 } zdobyć { $target } { $target ->
    [one] punkt
    [few] punkty
   *[many] punktów
 }
brief-goal-count-down = zejść jako { $who ->
    [side] pierwsza strona
   *[player] pierwszy gracz
 } z { $target } do 0
brief-opening = Gra z rodziny All Fours dla { $players }{ $partners }. Celem jest { $goal }. W każdym rozdaniu do zdobycia jest { $stake } { $stake ->
    [one] punkt
    [few] punkty
   *[many] punktów
 }: { $points }.
brief-all-fours = To te cztery punkty („all fours”) dały nazwę rodzinie.
brief-early = Przed rozgrywką można też zdobyć: { $early }.
brief-how = Przebieg rozdania:
brief-deal = Rozdający daje każdemu graczowi po { $cards } { $cards ->
    [one] kartę
    [few] karty
   *[many] kart
 }.
brief-turn-up-beg = Rozdający odkrywa kartę, która wskazuje atut. Gracz po jego lewej zostaje (przyjmuje ten atut) albo prosi; na prośbę rozdający daje mu punkt i atut zostaje, albo dokłada wszystkim po { $run } { $run ->
    [one] kartę
    [few] karty
   *[many] kart
 } i odkrywa nową kartę.
brief-turn-up = Rozdający odkrywa kartę: jej kolor jest atutem.
brief-top-of-stock = Odkrywa się wierzchnią kartę talonu: jej kolor jest atutem. Po każdej lewie każdy gracz dobiera kartę z talonu.
brief-sell = Gracz po lewej rozdającego może sprzedać wyjście pozostałym za punkty albo je zatrzymać.
brief-bid = Gracze licytują, od { $min } do { $max }, o prawo wyboru atutu: najwyżej licytujący musi potem zdobyć co najmniej tyle punktów.
brief-name-trump = Najwyżej licytujący wybiera atut.
brief-discard = Gracze zrzucają niechciane karty i uzupełniają ręce.
brief-pitch = { $bidder ->
    [yes] Najwyżej licytujący
   *[no] Gracz po lewej rozdającego
 } wychodzi pierwszą kartą (narzuca ją): jej kolor jest atutem.
brief-lead = { $bidder ->
    [yes] Najwyżej licytujący
   *[no] Gracz po lewej rozdającego
 } wychodzi do pierwszej lewy.
brief-tricks = Każdy gracz dokłada kartę do każdej lewy, do koloru albo atutem, jak mówią zasady rozgrywki{ $rule }; lewę bierze najwyższy atut albo najwyższa karta koloru wyjścia, a jej zdobywca wychodzi do następnej.
brief-score = Po rozegraniu kart liczy się wymienione wyżej punkty.
brief-set-back = Jeśli najwyżej licytujący zdobył mniej punktów, niż zalicytował, zostaje cofnięty: odejmuje się mu ofertę, a wynik może spaść poniżej zera (na dołku).
brief-others-score = Jeśli najwyżej licytujący zdobył mniej punktów, niż zalicytował, punkty dostaje druga strona.

table-first-deal = **Pierwsze rozdanie.** Gracze przekładają talię; rozdaje pierwszy ten, kto przełoży najwyższą kartę, as najwyżej (Bicycle). Przy niektórych stołach najniższą.
table-misdeal = **Błędne rozdanie, odkryta karta.** Karta odkryta przy rozdawaniu albo zła liczba kart u gracza to błędne rozdanie, jeśli zauważy się je przed zagraniem pierwszej karty: można żądać nowego rozdania i rozdaje ten sam gracz (Britannica z 1911 r.; Bicycle). Przy niektórych stołach rozdanie przechodzi dalej, a druga strona zapisuje punkt (Seven-Up, Trynidad).
table-revoke = **Renons.** Kto nie dokłada do koloru, choć może i musi, popełnia renons; gdy to wyjdzie na jaw, { $revoke }.
table-revoke-bidding = winny traci wartość oferty (albo nie zapisuje nic w tym rozdaniu), a { $role ->
    [maker] rozgrywającego
   *[pitcher] miotacza
 } nie można cofnąć w rozdaniu, w którym renons popełnił ktoś inny (Britannica z 1911 r.; Foster)
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
    .means = gracz, który wygrał licytację i wychodzi pierwszy.
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
glossary-point = punkt za { $point ->
    [high] najwyższy atut w grze.
    [low] najniższy atut w grze.
    [jack] waleta atutowego.
   *[game] największą wartość kart wziętych w lewach.
 }
