### Ponumerowane reguły punktów rozdania: czym jest każdy punkt, kto go zdobywa i ile jest
### wart.

rule-point = { $title }: { $card ->
    [highest] najwyższy atut w grze; punkt zdobywa { $to }.{ rule-point.level }
    [lowest] najniższy atut w grze; punkt zdobywa { $to }{ rule-point.kept }. Jeśli w grze jest tylko jeden atut, jest on zarazem najwyższym i najniższym.{ $jokers ->
        [two] {" "}Żaden z jokerów nigdy nie liczy się jako { $title }: liczy się najniższy atut, który nie jest jokerem; gdy jokery są jedynymi atutami w grze, wyższy z nich jest najwyższym atutem, a punktu { $title } nie zdobywa nikt.
        [one] {" "}Joker nigdy nie liczy się jako { $title }: liczy się najniższy zwykły atut; gdy joker jest jedynym atutem w grze, jest najwyższym, a punktu { $title } nie zdobywa nikt.
       *[none] {""}
    }
    [card] { $named }; punkt zdobywa { $to }{ rule-point.kept }.{ $dealt ->
        [yes] { $always ->
            [yes] {""}
           *[no] {" "}Jeśli tej karty nie rozdano, nikt nie zdobywa punktu { $title }.
        }
       *[no] { $missing ->
            [yes] {" "}Jeśli tej karty nie ma w grze (bo { $out }), nikt nie zdobywa punktu { $title }.
           *[no] {""}
        }
    }
    [plain] { $named }; punkt za każdą zdobywa { $to }.
   *[most] { $sides ->
        [yes] każda
       *[no] każdy
    } { rule-each } sumuje { $dealt ->
        [yes] wartość kart { $sides ->
            [yes] z lew wziętych przez jej graczy
           *[no] z lew, które wziął
        }, licząc { JOIN($values, ", ") }, a { $joker ->
            [yes] pozostałe karty, także joker,
           *[no] pozostałe karty
        } po 0. Punkt zdobywa { rule-each } z najwyższą sumą.
       *[no] karty liczone{ $counted ->
            [yes] {" "}({ $counting })
           *[no] {""}
        } { $sides ->
            [yes] z lew, które wzięła
           *[no] z lew, które wziął
        }; punkt zdobywa { rule-each } z najwyższą sumą.
    } { $tie }{ $half ->
        [yes] {" "}Każdy wzięty joker liczy się do sumy jako pół punktu, więc joker rozstrzyga remis w pełnych punktach.
       *[no] {""}
    }
 }{ $value ->
    [1] {""}
   *[other] { $card ->
        [plain] {" "}Każda taka karta ma wartość { $value }.
       *[other] {" "}Punkt ma wartość { $value }.
    }
 }{ $hanged ->
    [0] {""}
   *[other] {" "}Ma wartość { $hanged }, jeśli lewę z tą kartą weźmie przeciwnik gracza, który ją miał.
 }{ $soon ->
    [yes] { $card ->
        [plain] {" "}Każdą zapisuje się w chwili wzięcia lewy ({ $early }).
       *[other] {" "}Zapisuje się go w chwili wzięcia lewy ({ $early }).
    }
   *[no] {""}
 }
    .level = { $level ->
        [first] {" "}Gdy oba jokery są najwyższymi atutami w grze, są sobie równe, a najwyższy jest ten zagrany pierwszy.
        [later] {" "}Gdy oba jokery są najwyższymi atutami w grze, są sobie równe, a najwyższy jest ten zagrany później.
       *[none] {""}
    }
    .kept = { $kept ->
        [yes] , nawet jeśli lewę z tą kartą weźmie { $sides ->
            [yes] inna strona
           *[no] inny gracz
        }
       *[no] {""}
    }
point-recipient = { $credit ->
    [holder] { $kept ->
        [yes] gracz, który ma tę kartę w chwili rozpoczęcia rozgrywki, po zrzuceniu { $drawn ->
            [yes] i dobraniu kart
           *[no] kart
        }
       *[no] { $held ->
            [yes] gracz, który miał tę kartę i ją zagrał
           *[no] gracz, któremu tę kartę rozdano
        }
    }{ point-recipient.own }
    [capturer] gracz, który weźmie lewę z tą kartą{ point-recipient.own }
    [player] gracz, który zagra tę kartę do lewy{ point-recipient.own }
   *[none] {""}
 }
    .own = { $sides ->
        [yes] {" "}(a tym samym jego strona)
       *[no] {""}
    }
point-tie = { $tie ->
    [nobody] Przy remisie na najwyższej sumie{ point-tie.zero } punktu nie dostaje nikt.
    [pitcher] Przy remisie na najwyższej sumie punkt zdobywa { rule-pitcher }, jeśli jest wśród remisujących; każdy inny remis nie daje punktu nikomu.
    [eldest] Przy remisie na najwyższej sumie{ point-tie.zero } punkt zdobywa { point-tie.who }.
    [carried] Przy remisie na najwyższej sumie{ point-tie.zero } punktu nie dostaje nikt, a jego wartość przechodzi na następne rozdanie: tam punkt jest wart tyle co zwykle plus wszystko, co na niego przeszło (po dwóch remisach z rzędu trzy razy tyle). Wartość, która wciąż czeka, gdy partia się kończy, przepada.
   *[eldest_if_level] Przy remisie na najwyższej sumie punkt zdobywa { point-tie.who }, jeśli jest wśród remisujących; każdy inny remis nie daje punktu nikomu.
 }
    .zero = { $eldest ->
        [yes] {" "}(także przy samych zerach)
       *[no] {""}
    }
    .who = { $eldest ->
        [yes] { $sides ->
            [yes] strona przodownika
           *[no] przodownik
        }
       *[no] { $sides ->
            [yes] strona gracza
           *[no] gracz
        } na { $side ->
            [right] prawo
           *[left] lewo
        } od rozdającego
    }
