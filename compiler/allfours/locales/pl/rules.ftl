### Ponumerowane reguły: zdania faktów planowanych w backends/rulebook/sentences.py.

rule-note = {" "}*{ page-notes_title }: { $text }*.
note-name-trump = wybór atutu to `name S`, `name H`, `name D` lub `name C`
note-beg-or-stand = decyzja przodownika to `stand` (zostaje) albo `beg` (prosi)

rule-rotation = { $way ->
    [left] Po każdym rozdaniu prawo rozdawania przechodzi w lewo: następnym rozdającym jest gracz na lewo od dotychczasowego rozdającego.{ $again ->
        [yes] {" "}Po zebraniu kart ({ $bunch }) ten sam gracz rozdaje ponownie.
       *[no] {""}
    }
    [right] Po każdym rozdaniu prawo rozdawania przechodzi w prawo: następnym rozdającym jest gracz na prawo od dotychczasowego rozdającego.{ $again ->
        [yes] {" "}Po zebraniu kart ({ $bunch }) ten sam gracz rozdaje ponownie.
       *[no] {""}
    }
   *[none] Rozdający się nie zmienia: ten sam gracz rozdaje karty w każdym rozdaniu.{ $again ->
        [yes] {" "}Tak samo po zebraniu kart ({ $bunch }).
       *[no] {""}
    }
 }
rule-turn-up = Wierzchnią kartę talonu odkrywa się i kładzie obok niego: to karta odkryta, a { $offered ->
    [yes] jej kolor jest proponowany jako atut ({ $begging })
   *[no] jej kolor jest atutem w tym rozdaniu
 }.
rule-stock-trump = Wierzchnia karta talonu wyznacza atut: { $up ->
    [yes] jej kolor
   *[no] jej kolor, ogłaszany wszystkim,
 } jest atutem w tym rozdaniu. Karta zostaje na wierzchu talonu{ $drawn ->
    [yes] , aż ktoś ją dobierze ({ $draw })
   *[no] {""}
 }.
rule-no-auction = Nie ma licytacji: miotaczem jest gracz na { $side ->
    [right] prawo
   *[left] lewo
 } od rozdającego i gra on bez kontraktu.
rule-bidding-order = { $order ->
    [sell-rounds] Gracz na { $side ->
        [right] prawo
       *[left] lewo
    } od rozdającego ma prawo narzucenia atutu i może je sprzedać. Począwszy od następnego gracza, pozostali po kolei licytują albo pasują, obchodząc stół tyle razy, ile trzeba; sprzedający nigdy nie licytuje, a gracz, który spasował, odpada z licytacji. Gracz, którego oferta została przebita, może w swojej następnej turze podbić ją znowu. Licytacja kończy się, gdy spasowali wszyscy poza najwyżej licytującym albo gdy spasowali wszyscy.
    [sell] Gracz na { $side ->
        [right] prawo
       *[left] lewo
    } od rozdającego ma prawo narzucenia atutu i może je sprzedać. Począwszy od następnego gracza, każdy z pozostałych graczy, rozdający jako ostatni, ma dokładnie jedną turę: licytuje albo pasuje.
    [rounds] Licytację rozpoczyna gracz na { $side ->
        [right] prawo
       *[left] lewo
    } od rozdającego; licytacja obchodzi stół tyle razy, ile trzeba: każdy gracz w swojej turze licytuje albo pasuje, a gracz, który spasował, odpada z licytacji. Gracz, którego oferta została przebita, może w swojej następnej turze podbić ją znowu. Licytacja kończy się, gdy spasowali wszyscy poza najwyżej licytującym albo gdy spasowali wszyscy.
   *[once_around] Licytację rozpoczyna gracz na { $side ->
        [right] prawo
       *[left] lewo
    } od rozdającego; licytacja obchodzi stół tylko raz, a rozdający licytuje jako ostatni. Każdy gracz ma dokładnie jedną turę: licytuje albo pasuje.
 }
rule-nobody-buys = Jeśli nikt nie zalicytuje, sprzedający zostaje miotaczem bez kontraktu i { $sides ->
    [yes] jego strona nie może zostać cofnięta.
   *[no] nie może zostać cofnięty.
 }
rule-contract = { $how ->
    [sell] Kontraktem jest oferta miotacza albo cena, za którą sprzedający odmówił sprzedaży.
    [privilege] { $role ->
        [maker] Rozgrywającym
       *[pitcher] Miotaczem
    } zostaje gracz z najwyższą ofertą (albo rozdający, który przejął kontrakt); jego oferta jest kontraktem.
   *[highest] { $role ->
        [maker] Gracz z najwyższą ofertą zostaje rozgrywającym; jego oferta jest kontraktem{ $sides ->
            [yes] , który gra cała jego strona
           *[no] {""}
        }.
       *[pitcher] Miotaczem zostaje gracz z najwyższą ofertą; jego oferta jest kontraktem.
    }
 }
rule-named-trump = { $role ->
    [maker] Rozgrywający
   *[pitcher] Miotacz
 } wybiera dowolny kolor jako atut.{ $note }
rule-beg-or-stand = Decyduje tylko przodownik, i to raz: zostaje przy kolorze karty odkrytej («zostaję», «gram») albo prosi o inny («proszę»); pozostali czekają.{ $note }
rule-maker-leads = { $card ->
    [trumps-only] Rozgrywający wychodzi do pierwszej lewy atutem; rozgrywający, który nie ma atutu, wypada z rozdania ({ $only }), a wychodzi pierwszy gracz na { $side ->
        [right] prawo
       *[left] lewo
    } od niego, który ma atut.
   *[other] { $lead ->
        [left] Do pierwszej lewy wychodzi { $card ->
            [trump] gracz siedzący na lewo od rozgrywającego: atutem, jeśli go ma; dowolną kartą wychodzi tylko gracz bez atutu.
           *[any] dowolną kartą gracz siedzący na lewo od rozgrywającego.
        }
       *[maker] Rozgrywający wychodzi do pierwszej lewy { $card ->
            [trump] atutem, jeśli go ma; dowolną kartą wychodzi tylko rozgrywający bez atutu.
           *[any] dowolną kartą.
        }
    }
 }
rule-plain-lead-free = Gdy wyjście jest w kolorze nieatutowym, nikt nie musi do niego dokładać: { $void ->
    [must_trump] gracz, który ma ten kolor, może zagrać dowolną kartę, a gracz, który go nie ma, musi zagrać atut, jeśli może, a w przeciwnym razie dowolną kartę.
   *[any_card] każdy gracz może zagrać dowolną kartę, także atut.
 } Dokładać do koloru trzeba tylko przy wyjściu atutem.
