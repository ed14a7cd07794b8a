### Opis języka wariantów: uwaga do każdego ustawienia i, gdy wartość domyślna nie jest
### wierszem języka, jej opis. Według klucza ustawienia.

setting-description-default = brak (nie jest dziedziczony: opisuje wariant własnego pliku)
setting-title-language-note = Język to kod jednego z pozostałych języków strony: `es` (hiszpański) albo `pl` (polski); tytuł angielski podaje wiersz `variant`.
setting-title-language-default = tytuł angielski (nie jest dziedziczony: nazywa wariant własnego pliku)
setting-description-language-note = Język to `es` albo `pl`, jak przy `title`.
setting-description-language-default = opis angielski (nie jest dziedziczony)
setting-rule-numbers-note = Od 1 do 6 wielkich liter; regulaminy i błędy silnika podają reguły jako AP-4.3.
setting-rule-numbers-default = inicjały identyfikatora wariantu źródłowego (`auction_pitch` → AP)
setting-players-note = W parach miejsce s gra dla strony s mod (gracze ÷ wielkość drużyny).
setting-pack-note = Liczba kart musi się zgadzać z zachowanymi kartami i jokerami.
setting-joker-note = Joker umieszczony tuż nad atutem oraz dwa jokery (wysoki nad niskim) są dla atutu wybranego albo odkrytego: nikt ich nie narzuca. Ich kody kart to `HJ` i `LJ`; kod pojedynczego jokera to `JK`.
setting-joker-default = wymagany, gdy talia ma jokera; w przeciwnym razie odrzucany
setting-deal-note = Pierwsza paczka trafia do gracza, do którego przechodzi kolejka: po lewej rozdającego albo po prawej, gdy kolejka idzie w prawo. Nierozdane karty tworzą talon.
setting-turn-note = Kierunek, w którym wokół stołu idą licytacja, proszenie, zrzucanie kart i gra.
setting-auction-note = Sprzedaż: po licytacji sprzedający wybiera `sell` (od razu zapisuje cenę; narzuca kupujący) albo `refuse` (narzuca sam i musi ugrać cenę). Bez licytacji miotacz gra bez kontraktu. W licytacji w kolejkach gracz, którego przebito, może podbić znowu; licytacja kończy się, gdy spasują wszyscy oprócz najwyżej licytującego, a rozdający nie ma przywileju.
setting-dealer-s-privilege-note = Rozmazania nie można odebrać: bez `even a smudge` rozdający nie może go wyrównać.
setting-smudge-note = Klauzule idą po ofercie w dowolnej kolejności, każdy przypadek powiedziany raz (E0407): co ugrane rozmazanie robi z partią (`made, it wins the game`, ewentualnie `unless the bidder is in the hole`, a wtedy ewentualnie `, when its score goes back to 0`: z dołka nie wygrywa, wynik rozmazującego wraca do 0; albo `, when it scores N`: z dołka nie wygrywa, rozmazujący posuwa się o N punktów zamiast zdobytych punktów), co zapisuje (`made, it scores the bid`), czego wymaga (`it needs every point and every trick`) i co robi nieugrane rozmazanie (`set, it loses the game`, tylko między dwiema stronami; `set, it counts as N set-backs`, dla `set-backs:` i `set-back chips:`).
setting-forced-bid-note = Zmuszony gracz nie może spasować, dopóki najwyższa oferta jest niższa od najmniejszej dozwolonej, i licytuje co najmniej tyle; gdy ktoś już tyle zalicytował, może spasować. Wymaga licytacji z ofertami.
setting-forced-bid-default = brak: gracz zawsze może spasować
setting-trump-note = Karta odkryta to wierzchnia karta talonu, odłożona obok niego; wierzchnia karta talonu, z którego się dobiera, zostaje na nim odkryta i jest dobierana razem z resztą. Atut wybierany przez najwyżej licytującego wymaga licytacji; potem wychodzi najwyżej licytujący.
setting-same-colour-note = Gdy atut jest znany, karta opuszcza swój nadrukowany kolor: dokłada się i bije tylko jako atut (Left Pedro w Cinchu; przy `jack` drugi walet w kolorze atutu).
setting-same-colour-default = brak: kolor atutowy to jego własne karty
setting-unclear-pitch-note = Tam, gdzie atut wyznacza pierwsza narzucona karta. Narzucona karta jest niejasna, gdy mogłaby uczynić atutem więcej niż jeden kolor: joker, któremu wiersz `joker:` nie daje koloru (dowolny z czterech), albo, przy `same colour:`, karta tej rangi (jej własny kolor lub drugi kolor tej samej barwy: drugi walet w kolorze atutu, Left Pedro w Cinchu). Miotacz deklaruje atut przez `name S`, `H`, `D` lub `C` zaraz po karcie. Wymaga takiej karty.
setting-discard-and-draw-note = Wymaga `trump: named by the high bidder`. Gracz, który ma więcej atutów, niż liczy ręka, zrzuca też atuty do tej liczby; gdy talon się skończy, rozdający rozdaje dalej ze zrzuconych kart; rozdający bierze resztę i zrzuca karty. Przy `no point card may be discarded` karty punktowe zostają w grze. Gdy zrzucony atut wraca do gracza, odchodzą tylko karty nieatutowe, a każdy gracz mówi `done`, kiedy chce.
setting-discard-and-draw-default = brak: każde rozdanie gra się tak, jak rozdano
setting-kitty-note = Wymaga `trump: named by the high bidder` i braku `discard and draw:`. Musik to kolejne karty talonu po rozdaniu; paczki dla każdego gracza rozdaje się zakryte po rękach, po kolei od lewej strony rozdającego. Najwyżej licytujący zrzuca pierwszy, potem pozostali po kolei; zrzucone karty wypadają z gry. `discard down:` to te same zrzuty bez musiku (Smear): atut może odejść tylko z ręki, w której nie ma już innej karty.
setting-kitty-default = brak: każde rozdanie gra się tak, jak rozdano
setting-begging-note = Wymaga odkrytego atutu i wiersza `point ID: the gift`.
setting-begging-default = brak: odkryty kolor jest atutem
setting-running-the-cards-note = Gdy talon jest za mały, by rozdawać dalej, karty się zbiera i ten sam rozdający rozdaje od nowa.
setting-draw-note = Wymaga `trump: the suit of the top card of the stock`; rozdanie trwa, aż zagra się wszystkie karty.
setting-draw-default = brak: nierozdane karty zostają na miejscu
setting-undertrumping-note = Podbicie niższym atutem to zagranie atutu niższego niż atut, który już leży w lewie.
setting-first-lead-note = Wymaga `trump: named by the high bidder` (gdy pierwsza narzucona karta wyznacza atut, wychodzi miotacz; gdy atut się odkrywa, wychodzi przodownik). Pierwszy wychodzący może wyjść dowolną kartą, chyba że `first card led` wymaga atutu.
setting-first-card-led-note = Wymaga `trump: named by the high bidder`. Reguła domowa stołów, przy których najwyżej licytujący wybiera atut: wychodzący do pierwszej lewy musi wyjść atutem, dopóki go ma; kolejne wyjścia są dowolne.
setting-cards-played-note = Przy grze samymi atutami karty nieatutowe nigdy nie są zagrywane: lewa to jeden atut od każdego gracza, który jeszcze go ma, a wychodzący bez atutów oddaje wyjście następnemu, kto je ma.
setting-point-id-note = Punkty numeruje się w kolejności, w jakiej zostały po raz pierwszy zdefiniowane; wiersz `point` w wariancie zbudowanym przez `extends` zastępuje punkt bazy o tym samym identyfikatorze albo dodaje nowy, a `point ID: none` usuwa punkt bazy.
setting-point-id-default = wymagany jest co najmniej jeden punkt
setting-count-out-default = najpierw miotacz, potem punkty w kolejności ich zdefiniowania
setting-instant-win-default = brak
setting-set-backs-lose-note = Wymaga dwóch stron i kontraktu, który cofa miotacza o jego ofertę: druga strona wygrywa od razu, bez względu na wyniki.
setting-set-backs-lose-default = brak: cofnięcia kosztują tylko punkty
setting-set-back-chips-default = brak
setting-on-a-set-note = Wymaga kontraktu liczonego różnicą. Reguła domowa Cinch w postaci, którą podaje większość źródeł: gdy strona licytująca nie wypełni kontraktu, druga strona dopisuje zdobyte przez siebie punkty i wysokość kontraktu. Obie formy dają to samo, gdy w grze są wszystkie punkty rozdania; gdy karta punktowa jest poza grą, ta daje mniej.
setting-on-a-set-default = druga strona dopisuje wszystkie punkty rozdania i brakującą różnicę
setting-smudge-chips-note = Za partię, którą rozmazanie natychmiast wygrywa lub przegrywa, płaci się podwójnie: każdą płatność, także żetony za cofnięcia. Wymaga rozliczenia i rozmazania, które wygrywa lub przegrywa partię.
setting-going-out-note = Wymaga licytacji z kontraktem wypełnianym, gdy punkty miotacza osiągną wysokość kontraktu. W trakcie gry punkt liczy się dla strony miotacza, gdy żadna karta, która pozostała do zagrania, nie może go już zmienić: Wysoka, gdy zagrano najwyższy atut talii, Niska, gdy zagrano najniższy, karta, gdy zostanie wzięta (albo zagrana, jeśli należy do tego, kto ją miał), Oczka, gdy liczące się karty, których jeszcze nikt nie wziął, nie mogą już odrobić przewagi. Gdy te punkty wypełnią kontrakt i dojdą do celu, strona miotacza od razu wygrywa, a reszty rozdania się nie rozgrywa.

setting-renege-note = Renons to karta, której zabraniają reguły dokładania do koloru, zagrana przez gracza mającego kolor wyjścia (gracz bez tego koloru nadal gra tak, jak mówi `when void`). Karta zostaje w lewie; każdy renons wychodzi na jaw po zakończeniu rozdania, a każda strona poza stroną winnego zapisuje karę, która przy liczeniu do celu idzie przed punktami rozdania i nigdy nie wlicza się do kontraktu. W atutach: przy wyjściu w atut; z `while holding a trump ten or higher` tylko wtedy, gdy winny ma jeszcze atut od dziesiątki w górę (w przeciwnym razie pierwsza kara).

setting-deals-note = Partia o stałej liczbie rozdań, obok celu (w turniejach: każdy gracz rozdaje dwa razy): strona, która wcześniej osiągnie cel, nadal wygrywa; w przeciwnym razie, gdy każdy gracz rozdał karty N razy, wygrywa najwyższy wynik, a przy remisie gra się dalej po jednym rozdaniu, aż jedna strona będzie prowadzić sama. Rozdanie, które ten sam rozdający rozdaje ponownie, się nie liczy. Nie łączy się z `count out: bid out`, gdzie wygrać może tylko strona miotacza.
setting-deals-default = brak: partia trwa, aż ktoś osiągnie cel
setting-if-everyone-passes-note = Wybór zmuszonego rozdającego (`, or be set back N and pass the deal`): rozdający, do którego wszyscy spasowali, albo licytuje, albo przyjmuje cofnięcie o N punktów (cofnięcie, jak za nieugraną ofertę) i oddaje rozdanie dalej, bez rozgrywania. Wymaga licytacji, w której miotacz jest cofany o wysokość oferty.
