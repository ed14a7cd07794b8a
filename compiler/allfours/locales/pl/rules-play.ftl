### Ponumerowane reguły ofert specjalnych, karty odkrytej i rozgrywki.

# Kto gra kontrakt: mianownik; .gen (dopełniacz: «na lewo od miotacza»); .ins (narzędnik:
# «zostaje miotaczem»)
rule-role = { $role ->
    [maker] rozgrywający
   *[pitcher] miotacz
 }
    .gen = { $role ->
        [maker] rozgrywającego
       *[pitcher] miotacza
    }
    .ins = { $role ->
        [maker] rozgrywającym
       *[pitcher] miotaczem
    }

rule-sale = Rozdający nie ma przywileju: zamiast tego decyduje sprzedający. Jeśli sprzedaje, od razu zapisuje { $sides ->
    [yes] swojej stronie
   *[no] sobie
 } najwyższą ofertę, co może { $sides ->
    [yes] jej
   *[no] mu
 } dać wygraną w partii, zanim padnie pierwsza karta, a miotaczem zostaje gracz z najwyższą ofertą, zobowiązany ją wypełnić. Jeśli odmawia, sam zostaje miotaczem i musi wypełnić najwyższą ofertę.{ $note }
note-sale = odpowiedź sprzedającego to `sell` (sprzedaje) albo `refuse` (odmawia)
rule-forced-bid = Licytacja przymusowa: gracz, który ma { FORM($rank, "acc") } i inną kartę w tym samym kolorze, nie może spasować ani zalicytować mniej niż { $least }, dopóki nikt nie zalicytował co najmniej { $least }.
rule-stand = Gdy przodownik zostaje, kolor karty odkrytej jest atutem i zaczyna się rozgrywka ({ $play }).
rule-beg = Gdy przodownik prosi, odrzuca kolor karty odkrytej, a rozdający odpowiada: daje punkt ({ $gift }) albo rozdaje dalej ({ $run }).{ $note }
note-beg = odpowiedź rozdającego to `give` (daje punkt) albo `run` (rozdaje dalej)
rule-discards-out = Zrzucone karty są poza grą ({ $rule }).

rule-pitch = { $auction ->
    [no] Miotacz (gracz na { $side ->
        [right] prawo
       *[left] lewo
    } od rozdającego)
   *[yes] Miotacz
 } wychodzi do pierwszej lewy; kolor tej karty (karty „narzuconej”) jest kolorem atutowym w tym rozdaniu.{ $joker ->
    [yes] {" "}Jeśli narzuconą kartą jest joker, kolorem atutowym jest { $trump }.
   *[no] {""}
 }
# $joker: none, one, two; $joined: yes/no; $rank (mianownik: «walet»); $card: joined-card (.ins)
rule-declared-pitch = Gdy narzucona karta nie przesądza atutu, miotacz od razu, zanim ktokolwiek dołoży kartę do lewy, deklaruje kolor atutowy; ten kolor jest atutem w tym rozdaniu.{ $joker ->
    [one] {" "}Jeśli narzuconą kartą jest joker, miotacz może zadeklarować dowolny kolor.
    [two] {" "}Jeśli narzuconą kartą jest joker, wysoki lub niski, miotacz może zadeklarować dowolny kolor.
   *[none] {""}
 }{ $joined ->
    [yes] {" "}Jeśli narzuconą kartą jest { $rank }, miotacz deklaruje kolor tej karty albo drugi kolor tej samej barwy, bo może ona być { FORM($card, "ins") }.
   *[no] {""}
 }{ $note }
note-declared-pitch = deklaracja to następny krok miotacza po karcie: `name S`, `name H`, `name D` lub `name C`, jeden z kolorów, które karta może uczynić atutem
rule-first-lead = Przodownik wychodzi do pierwszej lewy.
rule-card-suits = W rozgrywce każda karta należy do swojego koloru, z wyjątkiem { FORM($joined, "gen") }, która należy tylko do koloru atutowego.
rule-winning-tricks = Lewę bierze najwyższy atut{ $ordered ->
    [yes] {" "}(w kolejności z { $order })
   *[no] {""}
 }{ $only ->
    [yes] . Kto wziął lewę, wychodzi do następnej, a jeśli nie ma już atutu, wychodzi następny gracz, który go ma ({ $rule }).
   *[no] , a jeśli w lewie nie ma atutu, najwyższa karta w kolorze wyjścia. Kto wziął lewę, wychodzi do następnej dowolną kartą.
 }
rule-no-undertrump = Przy wyjściu w kolorze nieatutowym nikt nie może zagrać atutu niższego od atutu, który już leży w lewie, chyba że ma same atuty albo nie może zagrać żadnej innej karty.
rule-gift-limit = Rozdający nie może dać punktu, jeśli doprowadziłby on { $sides ->
    [yes] którąś z obdarowanych stron
   *[no] któregoś z obdarowanych graczy
 } do { $countdown ->
    [yes] 0
   *[no] { $target } { $target ->
        [one] punktu
       *[other] punktów
    }
 }; wtedy jedyną dozwoloną odpowiedzią jest rozdawanie dalej.
rule-all-tricks = { $kind ->
    [trumps] Rozdanie kończy się, gdy żaden gracz nie ma już atutu ({ $rule }): lew jest tyle, ile atutów ma w chwili wyjścia do pierwszej lewy gracz, który ma ich najwięcej, najwyżej { FORM($tricks, "f") }.
    [drawn] Rozdanie trwa, aż zostaną zagrane wszystkie karty talii: { JOIN($drawn, " i ") }.
    [runs] Rozgrywa się wszystkie karty z ręki: { FORM($tricks, "f") } { $tricks ->
        [one] lewa
        [few] lewy
       *[other] lew
    } i jeszcze { FORM($more, "f") } { $more ->
        [one] lewa
        [few] lewy
       *[other] lew
    } za każde rozdanie dalej ({ $rule }).
    [one] Rozgrywa się jedną lewę.
   *[all] Rozgrywa się wszystkie { FORM($tricks, "f") } { $tricks ->
        [one] lewa
        [few] lewy
       *[other] lew
    }.
 }
drawn-tricks = { FORM($tricks, "f") } { $tricks ->
    [one] lewa
    [few] lewy
   *[other] lew
 } przy { FORM($players, "gen") } graczach
rule-trumps-only = Gra się wyłącznie atutami. Lewę tworzy po jednym atucie od każdego gracza, który jeszcze jakiś ma, po kolei, { rule-way }, zaczynając od wychodzącego. Gracz, któremu skończyły się atuty, wypada z rozdania: nie zagrywa już żadnej karty, a karty, które mu zostały (żadna z nich nie jest atutem), nigdy nie zostaną zagrane. Kto weźmie lewę, wychodzi do następnej; jeśli nie ma już atutu, wychodzi pierwszy gracz na { $side ->
    [right] prawo
   *[left] lewo
 } od niego, który ma atut. Rozdanie kończy się, gdy nikt nie ma już atutu.
rule-drawing = Po każdej lewie jej zwycięzca dobiera wierzchnią kartę z talonu, a po nim kolejno pozostali gracze, { rule-way }, aż talon się wyczerpie. Talon leży { $up ->
    [yes] odkryty: wszyscy widzą kartę, którą dobierze się jako następną
   *[no] zakryty: nikt nie widzi karty, którą dobierze się jako następną
 }.
rule-trump-lead = { $kind ->
    [first] Przy wyjściu atutem każdy gracz musi dołożyć atut, jeśli go ma (pierwsza lewa zawsze zaczyna się od atutu).{ trump-lead-joker }
    [trumps] Wychodzi się i dokłada wyłącznie atutami ({ $rule }){ $named ->
        [yes] , także { FORM($joined, "ins") }
       *[no] {""}
    }: każde wyjście jest wyjściem atutem, a każdy gracz w lewie dokłada dowolny swój atut.{ $joker ->
        [yes] {" "}Joker jest atutem, najniższym ze wszystkich, bez względu na to, który kolor jest atutowy.
       *[no] {""}
    }
    [joined] Przy wyjściu atutem (także { FORM($joined, "ins") }) każdy gracz musi dołożyć atut, jeśli go ma; jeśli nie ma, może zagrać dowolną kartę. Karta koloru, z którego pochodzi { $joined }, nie jest do niej dołożeniem.{ trump-lead-joker }
   *[plain] Przy wyjściu atutem każdy gracz musi dołożyć atut, jeśli go ma; jeśli nie ma, może zagrać dowolną kartę.{ trump-lead-joker }
 }{ $jokers ->
    [one] {" "}Joker jest atutem bez względu na to, który kolor jest atutowy: stoi tuż nad { FORM($above, "ins-trump") }.
    [level] {" "}Joker wysoki i joker niski są atutami bez względu na to, który kolor jest atutowy: stoją tuż nad { FORM($above, "ins-trump") } i są sobie równe, więc gdy oba trafią do jednej lewy, wygrywa ten zagrany { $level ->
        [first] wcześniej
       *[later] później
    }.
    [two] {" "}Joker wysoki i joker niski są atutami bez względu na to, który kolor jest atutowy: stoją tuż nad { FORM($above, "ins-trump") }, wysoki nad niskim.
   *[none] {""}
 }
trump-lead-joker = { $joker ->
    [yes] {" "}Joker jest atutem, najniższym ze wszystkich, bez względu na to, który kolor jest atutowy: przy wyjściu atutem dokłada się go jak każdy inny atut, a przy wyjściu w kolorze nieatutowym wolno go zagrać zawsze wtedy, gdy wolno zagrać atut.
   *[no] {""}
 }
rule-plain-lead = Przy wyjściu w kolorze nieatutowym gracz, który ma ten kolor, musi { $trump ->
    [yes] dołożyć do koloru albo zagrać atut (wolno przebić atutem, nawet mając kartę do koloru). Gracz, który nie ma koloru wyjścia, { $void ->
        [any_card] może zagrać dowolną kartę
       *[must_trump] musi zagrać atut, jeśli go ma, a jeśli nie ma, dowolną kartę
    }.
   *[no] do niego dołożyć. Gracz, który nie ma koloru wyjścia, { $void ->
        [any_card] może zagrać dowolną kartę, również atut
       *[must_trump] musi zagrać atut, jeśli go ma, a jeśli nie ma, dowolną kartę
    }.
 }{ $named ->
    [yes] {" "}Kto ma { FORM($joined, "acc") }, nie ma przez to koloru, z którego ona pochodzi.
   *[no] {""}
 }

rule-renege = Gracz, który ma kolor wyjścia, może mimo to zagrać kartę, której { $rules } { $count ->
    [one] zabrania
   *[other] zabraniają
 }: to jest renons. Karta zostaje w lewie, a gra toczy się dalej. Każdy renons wychodzi na jaw po zakończeniu rozdania i { $sides ->
    [yes] każda strona poza stroną winnego zapisuje
   *[no] każdy gracz poza winnym zapisuje
 } za niego { $points } { $points ->
    [one] punkt
    [few] punkty
   *[other] punktów
 }{ $kind ->
    [trumps] , a { $trumps } za renons przy wyjściu w atut
    [ten] , a { $trumps } za renons przy wyjściu w atut, jeśli winny ma jeszcze atut od dziesiątki w górę
   *[plain] {""}
 }. Przy liczeniu do celu te punkty liczą się przed punktami rozdania; nigdy nie wliczają się do kontraktu.{ $note }
note-renege = renons jest dozwolonym ruchem; pole `expect.reneges` zapisu wymienia każdy wykryty renons w kolejności gry: miejsce gracza, kartę, lewę (0 to pierwsza) i punkty, które zapisuje za niego każda inna strona
