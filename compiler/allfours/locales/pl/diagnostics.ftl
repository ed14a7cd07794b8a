### Indeks błędów po polsku: dla każdego kodu, co jest źle (summary), dlaczego
### (explanation), jak to poprawić (fix) i, gdy przykładem jest plik opisany słowami, te
### słowa (example). Komunikaty sprawdzania pozostają po angielsku.

E0001-summary = plik nie jest tekstem UTF-8
E0001-explanation = Pliki wariantów to zwykły tekst w UTF-8. Ten plik ma inne kodowanie, więc litery takie jak ą czy ż nie dają się odczytać.
E0001-fix = Zapisz plik w UTF-8 (w większości edytorów: Zapisz jako i kodowanie UTF-8) i sprawdź go ponownie.
E0001-example = (plik zapisany w Latin-1 ze słowem `señor`)

E0002-summary = plik zawiera dane binarne, a nie tekst
E0002-explanation = Plik zawiera bajty NUL, których nigdy nie ma w tekście. To najpewniej obraz, archiwum albo dokument z edytora tekstu, a nie plik wariantu.
E0002-fix = Sprawdź właściwy plik albo zapisz wariant jako zwykły tekst w edytorze tekstu.
E0002-example = (obraz PNG przemianowany na house.variant)

E0003-summary = plik jest za duży, by był wariantem
E0003-explanation = Plik wariantu opisuje zasady jednej gry w kilkudziesięciu wierszach. Pliki większe niż 256 KiB są odrzucane przed czytaniem, żeby pomyłka nie zablokowała sprawdzania.
E0003-fix = Sprawdź, czy to właściwy plik wariantu; wariant potrzebuje tylko kilkudziesięciu wierszy.
E0003-example = (plik o rozmiarze 1 MB)

E0004-summary = plik jest pusty
E0004-explanation = Plik wariantu zaczyna się od wiersza nagłówka, który nazywa wariant, na przykład `variant house "House Pitch" extends auction_pitch`.
E0004-fix = Zacznij plik od wiersza nagłówka, a potem napisz po jednym wierszu na każde ustawienie.

E0005-summary = nie można odczytać pliku
E0005-explanation = Plik, który `allfours check` znalazł w folderze albo który wskazuje `extends`, jest w rzeczywistości folderem albo brak uprawnień do jego odczytu. (Nieistniejąca ścieżka podana w wierszu poleceń to błąd użycia, z kodem wyjścia 2.)
E0005-fix = Zmień nazwę folderu lub go usuń albo nadaj sobie prawo do odczytu pliku.
E0005-example = (folder o nazwie house.variant w sprawdzanym folderze)

E0101-summary = słowo, którego język się tu nie spodziewa
E0101-explanation = Każdy wiersz pliku wariantu to zdanie o ustalonej budowie. Sprawdzanie pokazuje, jakie słowa mogą stać w tym miejscu; zwykle przyczyną jest literówka, a sprawdzanie podpowiada najbliższe słowo.
E0101-fix = Popraw słowo wskazane daszkiem (^); sprawdzanie wymienia słowa, które mogą tam stać, i podpowiada najbliższe.

E0102-summary = znak, którego język nie używa
E0102-explanation = Pliki wariantów używają liter, cyfr, spacji i kilku znaków interpunkcyjnych (`:` `,` `;` `(` `)` `=` oraz cudzysłowów). Każdy inny znak to literówka.
E0102-fix = Usuń ten znak albo zastąp go takim, którego język używa.

E0103-summary = plik kończy się w połowie wiersza
E0103-explanation = Ostatni wiersz urywa się, zanim zdanie jest pełne, jak w uciętym pliku.
E0103-fix = Dokończ ostatni wiersz albo go usuń.

E0105-summary = liczba o wiele większa, niż potrzebuje jakakolwiek gra
E0105-explanation = Liczby w pliku wariantu liczą karty, punkty, oferty i żetony; sprawdzanie odrzuca liczby dłuższe niż sześć cyfr, zamiast na nich liczyć.
E0105-fix = Użyj liczby co najwyżej sześciocyfrowej; żadna gra nie potrzebuje większej.

E0104-summary = plik nie zaczyna się od wiersza `variant`
E0104-explanation = Pierwszy wiersz, który nie jest komentarzem, nazywa wariant: `variant ID "Title"`, ewentualnie z dopiskiem `extends BASE`.
E0104-fix = Dodaj nagłówek jako pierwszy wiersz: `variant ID "Title"` albo `variant ID "Title" extends BASE`.

E0106-summary = liczba spoza przedziału, który dopuszcza jej miejsce
E0106-explanation = Każda liczba języka ma swój przedział: co najmniej jedna karta więcej dla każdego gracza przy rozdawaniu dalej, talonik z co najmniej jednej karty, najwyżej tyle zrzuconych kart, ile ma ręka, punkt wart co najmniej 1, strona cofnięta co najmniej raz. Opis języka i podpowiadanie podają przedział każdej liczby.
E0106-fix = Wpisz liczbę z przedziału podanego w komunikacie.

E0201-summary = ustawienie podano dwa razy
E0201-explanation = Każde ustawienie podaje się w pliku tylko raz; sprawdzanie nie wie, o którą z dwóch wartości chodziło. Aby zmienić ustawienie wariantu bazowego, podaj je raz w pliku, który go rozszerza.
E0201-fix = Zostaw tylko jeden z dwóch wierszy.

E0202-summary = `extends` wskazuje wariant, który nie istnieje
E0202-explanation = Wariant rozszerza inny wariant z tego samego folderu albo z wariantów dołączonych, podany przez identyfikator (nazwę pliku bez `.variant`). Baza musi sama przejść sprawdzanie: bazy z błędami też nie da się rozszerzyć.
E0202-fix = Popraw nazwę po `extends` (sprawdzanie podpowiada najbliższą) albo najpierw popraw błędy bazy.

E0203-summary = warianty rozszerzają się nawzajem w kółko
E0203-explanation = Idąc po `extends` od tego wariantu, wraca się do niego samego, więc żaden wariant w kółku nie ma bazy, od której można zacząć.
E0203-fix = Niech jeden z wariantów w kółku stoi sam albo rozszerza wariant dołączony.

E0204-summary = identyfikator wariantu różni się od nazwy pliku
E0204-explanation = Inne warianty znajdują ten przez `extends ID`, które szuka pliku `ID.variant`, a pliki generowane noszą nazwę identyfikatora.
E0204-fix = Zmień nazwę pliku albo identyfikator, tak by się zgadzały.

E0205-summary = wariant bez bazy pomija ustawienie, które nie ma wartości domyślnej
E0205-explanation = Wariant bez `extends` musi podać graczy, rozdanie, licytację, co najmniej jeden punkt i cel. Wszystko inne ma udokumentowaną wartość domyślną.
E0205-fix = Dodaj wiersz pokazany w podpowiedzi albo zbuduj wariant na bazie przez `extends`.

E0206-summary = `count out` wymienia punkt, którego wariant nie definiuje
E0206-explanation = `count out` wymienia punkty wariantu po identyfikatorach, w kolejności, w jakiej się je zalicza, gdy kilku graczy dochodzi do celu w tym samym rozdaniu.
E0206-fix = Zapisz punkt tak, jak nazywa go wiersz `point` (sprawdzanie podpowiada najbliższy identyfikator).

E0207-summary = `count out` pomija punkt albo wymienia go dwa razy
E0207-explanation = Każdy punkt wariantu musi wystąpić w `count out` dokładnie raz, żeby zwycięzcę wyłaniano przy każdym stole tak samo.
E0207-fix = Wymień w `count out` każdy punkt wariantu dokładnie raz.

E0208-summary = numery reguł wymagają przedrostka z wielkich liter
E0208-explanation = Rozdziały regulaminu i błędy silnika podają reguły jako PRZEDROSTEK-x.y (na przykład AP-4.3). Przedrostek ma od 1 do 6 wielkich liter.
E0208-fix = Zapisz przedrostek od 1 do 6 wielkimi literami, na przykład `rule numbers: HP`.

E0209-summary = warianty rozszerzają się nawzajem zbyt głęboko
E0209-explanation = Wariant może stać na bazie, która stoi na innej, do 16 plików w głąb. Dłuższy łańcuch to pomyłka.
E0209-fix = Zbuduj regułę domową na wariancie dołączonym albo na wariancie o jeden lub dwa kroki od niego.
E0209-example = (17 plików wariantów, z których każdy rozszerza następny)

E0210-summary = tytuł albo opis w języku, którego strona nie ma
E0210-explanation = `title es:` i `description pl:` podają tytuł i opis wariantu na jego stronach hiszpańskich i polskich. Kod po `title` lub `description` musi być jednym z pozostałych języków strony, `es` albo `pl`; tytuł angielski to ten z wiersza `variant`, a opis angielski to `description:`.
E0210-fix = Użyj `es` albo `pl` po `title` lub `description`; tytuł angielski podaj w wierszu `variant`.

E0211-summary = identyfikator wariantu albo punktu jest za długi
E0211-explanation = Identyfikator nazywa pliki i strony wariantu oraz jego punkt w każdym wygenerowanym module zasad, gdzie wiersz ma najwyżej 100 znaków. Identyfikator wariantu albo punktu może mieć do 64 liter, cyfr i podkreśleń.
E0211-fix = Wybierz krótszy identyfikator; resztę może powiedzieć tytuł w cudzysłowie albo nazwa punktu w zasadach.

E0301-summary = rozdanie wymaga więcej kart, niż ma talia
E0301-explanation = Przy największej liczbie graczy, jaką wariant dopuszcza, każdy dostaje pełną rękę; razem nie może to przekroczyć talii.
E0301-fix = Dopuść mniej graczy, rozdawaj mniej kart albo użyj większej talii.

E0302-summary = paczki nie składają się na rękę
E0302-explanation = Karty rozdaje się w paczkach tej samej wielkości, aż każda ręka jest pełna, więc wielkość paczki musi dzielić wielkość ręki.
E0302-fix = Użyj paczki, która dzieli wielkość ręki, na przykład 3 przy ręce z 6 kart.

E0303-summary = niemożliwa liczba graczy
E0303-explanation = Gra wymaga co najmniej dwóch graczy, a najmniejsza liczba graczy nie może przekraczać największej.
E0303-fix = Zacznij przedział od 2 lub więcej, z mniejszą liczbą na początku.

E0304-summary = liczba kart w talii nie zgadza się z jej figurami
E0304-explanation = Talia to cztery kolory od asa do najniższej karty (dwójki, jeśli nie podano innej), plus joker, jeśli napisano `with one joker`. Liczba kart musi wynikać z tych kart: 52, 53 z jokerem, 32 od asa do siódemki.
E0304-fix = Wpisz liczbę kart, jaką dają te karty, albo zmień najniższą kartę.

E0305-summary = rozdanie nie daje kart
E0305-explanation = Każdy gracz musi dostać co najmniej jedną kartę, w paczkach co najmniej po jednej.
E0305-fix = Rozdaj każdemu co najmniej 1 kartę, w paczkach co najmniej po 1.

E0401-summary = przedział ofert jest pusty albo zaczyna się poniżej 1
E0401-explanation = Oferty biegną od najniższej do najwyższej, obie co najmniej 1.
E0401-fix = Najpierw wpisz najniższą ofertę; obie muszą wynosić co najmniej 1.

E0402-summary = najwyższa oferta wymaga więcej punktów, niż daje rozdanie
E0402-explanation = Kontrakt jest ugrany, gdy punkty miotacza sięgają oferty. Jeśli oferta przekracza liczbę punktów, które wariant przyznaje w rozdaniu, nikt nigdy jej nie ugra.
E0402-fix = Obniż najwyższą ofertę do liczby punktów, jaką daje rozdanie, albo dodaj punkt.

E0403-summary = oferta rozmazania leży poza przedziałem ofert
E0403-explanation = Rozmazanie to jedna z ofert, więc jego wysokość musi leżeć między najniższą a najwyższą ofertą.
E0403-fix = Niech rozmazanie będzie jedną z ofert: między najniższą a najwyższą.

E0404-summary = reguła wspomina rozmazanie, ale wariant go nie ma
E0404-explanation = Przywilej rozdającego może robić wyjątek dla rozmazania tylko wtedy, gdy wariant deklaruje je przez `smudge: a bid of N`.
E0404-fix = Zadeklaruj rozmazanie przez `smudge: a bid of N` albo usuń wyjątek z reguły, która je wymienia.

E0405-summary = licytacja przymusowa sięga wyżej niż rozmazanie
E0405-explanation = Rozmazania nie można przebić: gdy ktoś je zgłosi, pozostali mogą już tylko pasować. Gracz, którego `forced bid` zmusza do oferty wyższej niż rozmazanie, nie mógłby wtedy ani licytować, ani spasować, więc licytacja przymusowa nie może sięgać wyżej niż rozmazanie.
E0405-fix = Wymuś ofertę nie wyższą niż rozmazanie albo podnieś rozmazanie.

E0406-summary = oferta wymieniona w regule leży poza przedziałem ofert
E0406-explanation = Najniższa oferta rozdającego, gdy wszyscy spasują (`the dealer must bid at least N`), i oferta wymuszona (`must bid at least N`) są ofertami jak każda inna, więc każda musi leżeć między najniższą a najwyższą ofertą.
E0406-fix = Wymień ofertę między najniższą a najwyższą albo usuń `at least N`.

E0407-summary = rozmazanie mówi dwie rzeczy o tym samym przypadku
E0407-explanation = Klauzule rozmazania łączą się, każdy przypadek powiedziany raz: co ugrane rozmazanie robi z partią (`made, it wins the game`, ewentualnie `unless the bidder is in the hole`, ewentualnie `, when its score goes back to 0`), co zapisuje (`made, it scores the bid`), czego wymaga (`it needs every point and every trick`) i co robi nieugrane rozmazanie (`set, it loses the game`). Dwie klauzule o tym samym przypadku powtarzają się albo sobie przeczą.
E0407-fix = Zostaw jedną klauzulę na każdy przypadek.

E0501-summary = punkt nie mówi, kto go zdobywa
E0501-explanation = Punkt za kartę mówi, kto go dostaje: gracz, któremu ją rozdano, gracz, który weźmie ją w lewie, albo gracz, który ją zagra.
E0501-fix = Dopisz, kto go dostaje, na przykład `, to the player who takes it`.

E0502-summary = punkt za najwięcej oczek nie może wskazywać, kto go dostaje
E0502-explanation = Punkt za najwięcej oczek zawsze dostaje gracz, którego lewy mają ich najwięcej; zamiast tego mówi się, co dzieje się przy remisie.
E0502-fix = Usuń odbiorcę i powiedz, co daje remis, na przykład `; a tie scores nothing`.

E0503-summary = karta jest liczona dwa razy
E0503-explanation = Każda karta występuje w tabeli oczek najwyżej raz.
E0503-fix = Zostaw dla tej karty jedną wartość.

E0505-summary = punkt mówi dwie rzeczy o tym samym przypadku
E0505-explanation = Punkt mówi najwyżej raz, co daje remis, i najwyżej raz, co się dzieje, gdy jego karty nie rozdano; dwie klauzule o tym samym przypadku powtarzają się albo sobie przeczą.
E0505-fix = Zostaw jedną klauzulę na każdy przypadek.

E0506-summary = punkt, którego nikt nigdy nie zdobędzie
E0506-explanation = Punkt za najwięcej oczek, w którym wszystkie karty liczą się za 0, remisuje w każdym rozdaniu, więc nikt go nie dostaje (chyba że remis przypada miotaczowi). Wariant, którego wszystkie punkty są takie, nigdy się nie kończy: nikt nie zbliża się do celu i żadnej oferty nie da się ugrać.
E0506-fix = Daj którejś karcie wartość większą niż 0 albo niech remis przypada miotaczowi.

E0507-summary = `point ID: none` wskazuje punkt, którego wariant nie ma
E0507-explanation = `point ID: none` usuwa punkt zdefiniowany w rozszerzanym wariancie. Identyfikator musi być jednym z punktów bazy, zapisanym tak jak w bazie.
E0507-fix = Zapisz identyfikator tak, jak w wierszu `point` bazy, albo usuń ten wiersz.

E0504-summary = ta klauzula nie dotyczy tego rodzaju punktu
E0504-explanation = `a tie ...` dotyczy tylko punktu za najwięcej oczek, a `if it was not dealt` tylko karty wskazanej z nazwy: najwyższy i najniższy atut w grze zawsze są rozdane i nigdy nie remisują. `scored as soon as it is taken` dotyczy tylko punktu za kartę (atut wskazany z nazwy, joker, każda karta danej wartości): najwyższy czy najniższy atut i najwięcej oczek znane są dopiero na końcu rozdania, a punkt za każdą kartę danej wartości zawsze liczy się od razu po wzięciu. `worth N when taken from an opponent` dotyczy karty wskazanej z nazwy. Remis nie może przypaść miotaczowi, gdy atut odkrywa się z talonu: nikt nie narzuca.
E0504-fix = Usuń klauzulę albo przenieś ją do punktu, którego dotyczy.

E0701-summary = reguła jokera i talia się nie zgadzają
E0701-explanation = Talia `with one joker` wymaga wiersza `joker:`, który mówi, jak gra joker; wiersz `joker:` albo punkt za jokera wymagają talii z jokerem.
E0701-fix = Dodaj wiersz `joker:`, którego wymaga talia, albo jokera do talii, albo usuń regułę i punkt jokera.

E0702-summary = gracze nie mogą usiąść w takich parach
E0702-explanation = Gra w parach wymaga stałej liczby graczy, którą wielkość drużyny dzieli na dwie lub więcej drużyn. Partnerzy siedzą naprzeciw siebie (pary) albo na przemian (dwie drużyny).
E0702-fix = Podaj stałą liczbę graczy, którą wielkość drużyny dzieli na dwie lub więcej drużyn.

E0703-summary = punkt wymienia kartę, której nie ma w talii
E0703-explanation = W krótkiej talii brakuje niskich kart: punkt za dwójkę atutową albo oczka za kartę, której talia nie ma, nigdy by się nie liczyły.
E0703-fix = Użyj karty, która jest w talii, albo zostaw w talii więcej kart.

E0705-summary = ustawienie, które rodzaj licytacji pozbawia sensu
E0705-explanation = Bez licytacji nie ma oferty do wyrównania, rozmazania ani reguły na wypadek, gdy wszyscy pasują; gdy prawo wyjścia się sprzedaje, decyduje sprzedający, rozdający nie ma przywileju i nikt się nie rozmazuje. Takie ustawienia odziedziczone po bazie są pomijane; podane w tym samym pliku co licytacja są błędem.
E0705-fix = Usuń ustawienie albo wybierz licytację, w której ma ono sens.

E0706-summary = reguła, która należy do innego sposobu ustalania atutu
E0706-explanation = Proszenie, rozdawanie dalej i zrzucanie kart po nim wymagają atutu odkrytego z talonu (`trump: the suit of a card turned up from the stock`); dobieranie po każdej lewie wymaga talonu, którego wierzchnia karta ustala atut (`trump: the suit of the top card of the stock`). Punkt za podarunek wymaga proszenia, a punkt za odkrytą kartę wymaga jej odkrycia. Tylko te dwa punkty mogą przypaść drużynie rozdającego albo każdej drużynie oprócz niej; punkt za kartę dostaje gracz.
E0706-fix = Zmień wiersz `trump:` na sposób ustalania atutu, którego wymaga reguła, albo usuń regułę.

E0707-summary = licytacja w grze, w której atut odkrywa się z talonu
E0707-explanation = Gdy atut pochodzi z talonu, żadna oferta go nie wybiera: gra nie ma licytacji, a punkty liczy się bez kontraktu.
E0707-fix = Napisz `auction: none`.

E0708-summary = talon nie wystarcza na to, czego wymagają reguły
E0708-explanation = Karty, których nie rozdano, tworzą talon. Odkrycie atutu wymaga co najmniej jednej; rozdawanie dalej wymaga, choć raz, paczki dla każdego gracza i karty do odkrycia; dobieranie po każdej lewie wymaga talonu, z którego wszyscy mogą dobierać po równo aż do ostatniej karty.
E0708-fix = Rozdawaj mniej kart, dopuść mniej graczy albo użyj większej talii.

E0709-summary = zrzucenie kart po rozdawaniu dalej, którego nie da się wykonać
E0709-explanation = Po rozdawaniu dalej każdy gracz zrzuca karty do liczby podanej przez wariant. Musi to być liczba kart, którą gracz może zatrzymać: co najmniej jedna i nie więcej, niż rozdano, bo inaczej nikt niczego by nie zrzucał.
E0709-fix = Zrzucaj do co najmniej jednej karty i nie więcej, niż rozdano.

E0710-summary = atut wybierany przez najwyżej licytującego w grze bez licytacji
E0710-explanation = `trump: named by the high bidder` wymaga licytacji w jednej kolejce, w której najwyżej licytujący wybiera kolor.
E0710-fix = Daj grze licytację albo ustal atut inaczej, na przykład `trump: the suit of the first card pitched`.

E0711-summary = punkt za kartę tego samego koloru, która nie staje się atutem
E0711-explanation = Punkt za `the RANK of the same colour` wymaga, by ta karta była atutem: wiersza `same colour:` z tą samą kartą (Left Pedro w Cinchu to piątka).
E0711-fix = Dodaj wiersz `same colour:` dla tej karty albo wskaż kartę, która jest atutem.

E0712-summary = reguła o „drugiej stronie” przy stole z więcej niż dwiema stronami
E0712-explanation = Gdy punkty dostaje tylko strona, która ma ich więcej, i dostaje różnicę, albo gdy strona, która nie ugrała, przegrywa partię z drugą, muszą być dokładnie dwie strony: dwaj gracze albo dwie pary.
E0712-fix = Grajcie we dwóch albo w dwie pary, albo liczcie kontrakt inaczej.

E0713-summary = `count out: none` tam, gdzie dwie strony mogą razem dojść do celu
E0713-explanation = `count out: none` mówi, że dwie strony nigdy nie dochodzą do celu w tym samym rozdaniu. To prawda tylko tam, gdzie w rozdaniu punkty dostaje jedna strona (liczenie różnicy) i nic nie liczy się w jego trakcie.
E0713-fix = Powiedz wierszem `count out`, kto wygrywa, gdy dwie strony dojdą do celu w jednym rozdaniu.

E0714-summary = rozmazanie, które późniejszy gracz może przejąć, licytując je ponownie
E0714-explanation = Rozmazania nie można odebrać, gdy już padło; najwyższą ofertę, którą późniejszy gracz może przejąć, powtarzając ją (14 na 14 w Pidro), można. Najwyższa oferta jest jednym albo drugim.
E0714-fix = Niech najwyższa oferta będzie albo rozmazaniem, albo ofertą do przejęcia, nie jednym i drugim.

E0715-summary = wygrać może tylko strona, która ugra ofertę, ale nikt nie licytuje
E0715-explanation = Przy tej regule wygrywa tylko strona miotacza, ugrawszy swoją ofertę; gra bez licytacji (atut z talonu albo miotacz bez kontraktu) nigdy nie ma oferty do ugrania, więc nikt nie mógłby wygrać.
E0715-fix = Usuń tę regułę albo daj grze licytację.

E0716-summary = musik oraz zrzucanie i dobieranie z talonu w jednym wariancie
E0716-explanation = Po wybraniu atutu albo najwyżej licytujący bierze musik (lub każdy gracz paczkę) i wszyscy zrzucają karty, albo gracze zrzucają karty nieatutowe i dostają nowe z talonu. Oba sposoby korzystają z tych samych nierozdanych kart, więc wariant ma tylko jeden.
E0716-fix = Zostaw albo musik, albo zrzucanie z dobieraniem.

E0717-summary = strona cofnięta zbyt wiele razy przegrywa, ale nikt nigdy nie jest cofany
E0717-explanation = `set-backs: a side set back N times loses the game` liczy, ile razy strona miotacza nie ugrała oferty i została cofnięta. Bez licytacji (atut z talonu, brak licytacji) albo przy liczeniu kontraktu różnicą nikt nie jest cofany, więc reguła nigdy by nie zadziałała.
E0717-fix = Usuń tę regułę albo daj grze oferty, które cofają miotacza.

E0718-summary = rozmazanie wypełnione na dołku przywraca wynik do 0, ale wyniki liczy się w dół
E0718-explanation = `, when its score goes back to 0` mówi, co daje wypełnione rozmazanie (lub księżyc) miotaczowi na dołku: z wynikiem poniżej 0, gdy liczy się w górę. Gdy wyniki liczy się w dół od wyniku docelowego do 0, przy 0 wygrywa się partię, a wynik na dołku jest powyżej wyniku docelowego.
E0718-fix = Usuń `, when its score goes back to 0` albo licz wyniki w górę od 0.

E0719-summary = zrzucanie i dobieranie, po którym ręce mogą mieć różną liczbę kart
E0719-explanation = Gdy każdy gracz może zrzucić do określonej liczby kart, może też zatrzymać wszystkie. Dobieranie uzupełnia ręce do podanej liczby, nigdy ich nie zmniejsza, więc ta liczba musi być liczbą rozdanych kart: gdyby była mniejsza, gracz, który zatrzymał karty, miałby ich więcej niż pozostali, a komuś zabrakłoby kart przed ostatnią lewą.
E0719-fix = Uzupełniaj ręce do liczby rozdanych kart albo niech każdy gracz zrzuca wszystkie karty nieatutowe (`each player but the dealer discards every plain card`).

E0720-summary = to, co dopisuje druga strona przy niewypełnionym kontrakcie, tam gdzie żaden kontrakt nie jest liczony różnicą
E0720-explanation = `on a set: the other side scores its own points plus the bid` zmienia liczenie niewypełnionego kontraktu tam, gdzie kontrakt liczy się różnicą (dopisuje tylko strona z większą liczbą punktów): zamiast wszystkich punktów rozdania i brakującej różnicy druga strona dopisuje zdobyte przez siebie punkty i wysokość kontraktu. Tam, gdzie niewypełniający kontraktu zostaje cofnięty o jego wysokość, każda strona i tak dopisuje własne punkty, a bez licytacji nikt nie może nie wypełnić kontraktu.
E0720-fix = Licz kontrakt różnicą albo usuń wiersz `on a set:`.

E0721-summary = rozmazanie wypełnione na dołku zapisuje liczbę punktów, ale żadna strona nigdy nie jest na dołku
E0721-explanation = `, when it scores N` mówi, co zapisuje wypełnione rozmazanie (lub księżyc) miotaczowi na dołku, z wynikiem poniżej 0, zamiast wygranej partii. Gdy kontrakt liczy się różnicą, strona, która nie ugra, nie zapisuje nic i żaden wynik nie spada poniżej 0, więc klauzula nigdy by nie zadziałała.
E0721-fix = Usuń `, when it scores N` albo cofaj miotacza, który nie ugra, o jego ofertę.

E0722-summary = nieugrane rozmazanie liczy się jako więcej niż jedno cofnięcie, ale nic nie liczy cofnięć
E0722-explanation = `set, it counts as N set-backs` mówi, ile cofnięć dolicza swojej stronie nieugrane rozmazanie (lub księżyc). Ta liczba ma znaczenie tylko wtedy, gdy strona cofnięta tyle razy przegrywa partię (`set-backs:`) albo każde cofnięcie kosztuje żetony przy rozliczeniu (`set-back chips:`); bez żadnej z nich klauzula niczego by nie zmieniła.
E0722-fix = Usuń `; set, it counts as N set-backs` albo licz cofnięcia wierszem `set-backs:` lub `set-back chips:`.

E0723-summary = partia rozstrzygnięta rozmazaniem płaci podwójnie, ale za żadną taką partię się nie płaci
E0723-explanation = `smudge chips: double for a game a smudge decides` podwaja żetony za partię, którą rozmazanie (lub księżyc) natychmiast wygrywa albo przegrywa. Potrzebne jest takie rozmazanie (`made, it wins the game` albo `set, it loses the game`) i rozliczenie w żetonach; bez nich ten wiersz nigdy nie zmieniłby żadnej płatności.
E0723-fix = Usuń wiersz `smudge chips` albo daj grze rozmazanie, które wygrywa partię, i rozliczenie.

E0730-summary = strona miotacza wychodzi w trakcie gry, ale żaden kontrakt nie jest wypełniany jej punktami
E0730-explanation = `going out: the pitcher's side wins as soon as its points reach the target` kończy partię w środku rozdania, gdy tylko pewne punkty strony miotacza wypełnią jej kontrakt i doprowadzą ją do celu. Potrzebna jest licytacja i kontrakt wypełniany, gdy punkty miotacza osiągną wysokość kontraktu, i zapisujący te punkty: bez licytacji nie ma miotacza, a gdy kontrakt liczy się różnicą, strona miotacza zapisuje tylko to, co zdobyła ponad drugą stronę, a to wiadomo dopiero na końcu rozdania.
E0730-fix = Usuń wiersz `going out` albo graj z licytacją, w której miotacz, który nie wypełni kontraktu, cofa się o jego wysokość.

E0745-summary = renons jest dozwolony, ale gra się tylko atutami: nikt nigdy nie może zrobić renonsu
E0745-explanation = `renege: allowed; ...` pozwala graczowi, który ma kolor wyjścia, zagrać kartę, której zabraniają reguły dokładania do koloru, i każe za to zapłacić karę. Gdy gra się tylko atutami (`cards played: trumps only`), każda zagrana karta jest atutem, a każde wyjście jest wyjściem w atut, do którego gracz z atutem zawsze dokłada: renons nigdy się nie zdarzy, a kara nigdy nie zostanie zapisana.
E0745-fix = Usuń wiersz `renege` albo pozwól grać każdą kartą (`cards played: any`).

E0746-summary = renons w atutach kosztuje tyle samo co każdy renons
E0746-explanation = `, or N for a renege in trumps` ustala inną karę za niedołożenie do wyjścia w atut. Jeśli N jest karą za każdy renons, klauzula niczego nie zmienia.
E0746-fix = Usuń `, or N for a renege in trumps` albo ustal za renons w atutach inną karę.

E0735-summary = partię o stałej liczbie rozdań wygrywa najwyższy wynik, ale wygrać może tylko strona miotacza
E0735-explanation = `deals: each player deals N times, then the highest score wins` kończy partię po rozegraniu rozdań, a wygrywa ją strona z najwyższym wynikiem, czy licytowała, czy się broniła. `count out: bid out` mówi, że wygrać może tylko strona miotacza, ugrawszy swoją ofertę: obie reguły nie mogą obowiązywać naraz.
E0735-fix = Rozstrzygaj osiągnięcie celu inaczej (`count out: the higher score wins; a tie goes to the pitcher's side`) albo usuń wiersz `deals:`.

E0736-summary = zmuszony rozdający może przyjąć cofnięcie, ale nikt nigdy nie jest cofany
E0736-explanation = `if everyone passes: the dealer must bid, or be set back N and pass the deal` pozwala rozdającemu, do którego wszyscy spasowali, zamiast licytować przyjąć cofnięcie o N punktów: jego strona się cofa, tak jak strona miotacza, który nie ugrał. Gdy kontrakt liczy się różnicą, strona, która nie ugrała, po prostu nic nie zapisuje i nikt nigdy się nie cofa, więc takie cofnięcie nic by nie znaczyło.
E0736-fix = Usuń `, or be set back N and pass the deal` albo licz kontrakt, cofając miotacza o wysokość oferty.

E0755-summary = remis przechodzący na następne rozdanie wymaga gry bez licytacji
E0755-explanation = `; a tie carries it over to the next hand` (muck z gry Phat) przy remisie nie daje punktu nikomu, a jego wartość dolicza do tego samego punktu w następnym rozdaniu. Źródła podają tę zasadę tylko dla gier bez licytacji: tam, gdzie się licytuje, nie mówią, czy przeniesiona wartość liczy się do następnego kontraktu ani co się z nią dzieje, gdy kontrakt nie zostanie ugrany, więc klauzula jest tam odrzucana.
E0755-fix = Napisz `; a tie scores nothing` albo graj bez licytacji (`auction: none; the player left of the dealer pitches`).

E0756-summary = joker liczy się jako pół punktu do sumy, ale w talii nie ma jokera
E0756-explanation = `; a joker taken counts half a point` dolicza pół punktu za każdego wziętego jokera do sumy kart liczonych strony lub gracza, tak że joker rozstrzyga remis w pełnych punktach. W talii bez jokera klauzula nie ma czego liczyć.
E0756-fix = Dodaj jokera do talii (`pack: 53 cards, ace high, with one joker`) albo usuń klauzulę.

E0750-summary = miotacz deklaruje atut, gdy narzucona karta go nie przesądza, ale atutu nie wyznacza żadna narzucona karta
E0750-explanation = `unclear pitch: the pitcher declares trump` pozwala miotaczowi powiedzieć, który kolor narzucona karta czyni atutem, gdy sama karta tego nie przesądza. Wymaga atutu wyznaczanego przez pierwszą narzuconą kartę; gdy atut jest odkrywany z talonu, brany z wierzchu talonu albo wybierany przez najwyżej licytującego, żadna karta nie jest narzucana, by go wyznaczyć.
E0750-fix = Usuń wiersz `unclear pitch` albo napisz `trump: the suit of the first card pitched`.

E0751-summary = miotacz deklaruje atut, gdy narzucona karta go nie przesądza, ale każda narzucona karta jasno wyznacza atut
E0751-explanation = Narzucona karta jest niejasna, gdy mogłaby uczynić atutem więcej niż jeden kolor: joker, któremu reguła nie daje koloru, gdy jest narzucony, albo karta, która może być atutem tego samego koloru (`same colour:`). Gdy każda karta czyni atutem jeden kolor (joker, który narzucony czyni atutem piki, i brak atutu tego samego koloru), miotacz nigdy nie deklaruje, a ten wiersz niczego by nie zmienił.
E0751-fix = Nie dawaj jokerowi własnego koloru (`joker: the lowest trump, never low`) albo dodaj wiersz `same colour:`; w przeciwnym razie usuń wiersz `unclear pitch`.

E0740-summary = najwyżej licytujący może oddać talon partnerowi, ale żaden gracz nie ma jednego partnera
E0740-explanation = `the high bidder robs the pack, or passes it unseen to the partner` pozwala najwyżej licytującemu oddać partnerowi branie talonu. Wymaga to gry w parach, w których każdy gracz ma dokładnie jednego partnera; gdy każdy gra na siebie albo w drużynach po trzech, nie ma jednego partnera, któremu można oddać talon.
E0740-fix = Usuń `, or passes it unseen to the partner` albo graj w parach (`in partnerships of 2`).

E0801-summary = `or trump` nic nie mówi przy wyjściu w atut
E0801-explanation = Przy wyjściu w atut kolor wyjścia to atut, więc dokładanie do koloru już jest zagraniem atutu: `follow suit or trump` wyglądałoby na inną regułę tam, gdzie jej nie ma.
E0801-fix = Napisz `on a trump lead: follow suit if able`.

E0601-summary = celu nie da się nigdy osiągnąć
E0601-explanation = Wyniki zaczynają się od 0, a partia kończy się, gdy ktoś po rozdaniu dojdzie do celu, więc cel musi wynosić co najmniej 1.
E0601-fix = Ustaw cel na 1 lub więcej, na przykład `target: 7`.
