### Ponumerowane reguły rozdawania dalej, zbierania kart i zrzucania po rozdawaniu dalej.

rule-way = { $side ->
    [right] przeciwnie do ruchu wskazówek zegara
   *[left] zgodnie z ruchem wskazówek zegara
 }
note-discard-code = każda zrzutka to `discard XX`, gdzie XX to kod karty

rule-run = Rozdawanie dalej, czyli dokładanie kart («rozdaję dalej»): rozdający daje z wierzchu talonu każdemu graczowi jeszcze { $size ->
    [1] po jednej karcie
   *[other] po { FORM($size, "f") } { $size ->
        [few] karty
       *[other] kart
    }
 }, jedną paczkę na gracza, { rule-way }, zaczynając od przodownika, po czym odkrywa następną kartę. Jeśli jej kolor nie jest kolorem odrzuconym (kolorem pierwszej karty odkrytej), ten kolor zostaje atutem, bez dalszego wyboru{ $scores ->
    [yes] , a karta liczy się tak jak pierwsza karta odkryta ({ JOIN($points, " i ") })
   *[no] {""}
 }; jeśli jest, stosuje się { $again }.{ $discards ->
    [yes] {" "}Potem wszyscy zrzucają karty ({ $discard }).
   *[no] {" "}Potem zaczyna się rozgrywka.
 }
rule-run-again = Jeśli nowa karta jest w kolorze odrzuconym, odkłada się ją na bok, a rozdający znowu dokłada karty, tyle razy, ile trzeba.{ $scores ->
    [yes] {" "}Odłożona karta nie daje punktu { JOIN($points, " ani ") }: jej kolor nigdy nie był proponowany jako atut.
   *[no] {""}
 }
rule-bunch = Jeśli trzeba dołożyć karty, a talon nie wystarcza już na { FORM($size, "f-acc") } { $size ->
    [one] kartę
    [few] karty
   *[other] kart
 } dla każdego gracza i jedną do odkrycia, karty się zbiera: rozdanie kończy się bez rozgrywki, a ten sam gracz rozdaje od nowa. W jednym rozdaniu można więc dokładać karty najwyżej { JOIN($runs, " i ") }.{ $scores ->
    [yes] {" "}Punkty zdobyte już za kartę odkrytą ({ JOIN($points, " i ") }) zostają.
   *[no] {""}
 }
bunch-runs = { $runs ->
    [0] ani razu
   *[other] { FORM($runs, "m") } { $runs ->
        [one] raz
       *[other] razy
    }
 } przy { FORM($players, "gen") }{ $first ->
    [yes] {" "}graczach
   *[no] {""}
 }
rule-discard-after-run = Jeśli atut ustalono przy dokładaniu kart, każdy gracz zrzuca dowolne swoje karty, po jednej, aż zostanie mu { FORM($keep, "f") } { $keep ->
    [one] karta
    [few] karty
   *[other] kart
 }: najpierw przodownik, potem kolejni gracze { rule-way }; każdy zrzuca wszystkie swoje karty, zanim zacznie następny.{ $note }
