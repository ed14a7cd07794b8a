### Ponumerowane reguły liczenia różnicy, dołka, zapisywanych cofnięć i rozliczenia w
### żetonach.

rule-by-difference = Niech b oznacza kontrakt{ $none ->
    [yes] {" "}(0, gdy go nie ma, { $rule })
   *[no] {""}
 }, B zdobycz { rule-pitcher.gen }, a O zdobycz { rule-each.other-gen }. Kontrakt jest wypełniony, gdy B wynosi co najmniej b. Wtedy { rule-each } z wyższą zdobyczą dopisuje do swojego wyniku różnicę między obiema zdobyczami, a { rule-each.other } nie dopisuje nic; przy równych zdobyczach nikt nic nie zapisuje.
rule-set-side = W przeciwnym razie { rule-pitcher } nie wypełnia kontraktu i nic nie dopisuje, a { rule-each.other } dopisuje { $award ->
    [own] O + b: zdobyte przez siebie punkty i wysokość kontraktu; punkt, którego nikt nie zdobył (jego karta była poza grą), nie liczy się nikomu, więc może to być mniej niż wszystkie punkty rozdania ({ $total }) i brakująca różnica.
   *[all] { $total } + b − B: wszystkie punkty rozdania ({ $total }) i to, o ile zdobycz { rule-pitcher.gen } była mniejsza od kontraktu; jeśli w grze są wszystkie punkty rozdania, jest to O + b.
 }
rule-setbacks-recorded = { $why ->
    [none] Cofnięć nie trzeba liczyć: cofnięcie kosztuje tylko wysokość kontraktu ({ $contract }){ $settled ->
        [yes] , a przy rozliczeniu nic ({ $settlement })
       *[no] {""}
    }.
   *[other] Na kartce wyników zapisuje się, ile razy w partii { $sides ->
        [yes] każda strona została cofnięta
       *[no] każdy gracz został cofnięty
    }: { $why ->
        [costs] { rule-setbacks-recorded.costs }
        [loses] { rule-setbacks-recorded.loses }
       *[both] { rule-setbacks-recorded.costs } i { rule-setbacks-recorded.loses }
    }.{ $smudged ->
        [yes] {" "}Nieugrane rozmazanie (oferta { $smudge }) liczy się jako { $counts } { $counts ->
            [one] cofnięcie
            [few] cofnięcia
           *[other] cofnięć
        }.
       *[no] {""}
    }
 }
    .costs = każde cofnięcie kosztuje żetony przy rozliczeniu ({ $settlement })
    .loses = przy { $loses }. cofnięciu { rule-each } przegrywa partię ({ $losing })
rule-hole = { $countdown ->
    [yes] Wyniki liczy się w dół: { rule-each.every } zaczyna z { $target } { $target ->
        [one] punktem
       *[other] punktami
    } i odejmuje punkty, które zdobywa; cofnięcie dodaje wysokość kontraktu z powrotem. { CAP(rule-each) } z wynikiem powyżej { $target } jest „na dołku”; przy wyniku równym dokładnie { $target } nie jest się na dołku.
   *[no] Wynik może spaść poniżej zera. { CAP(rule-each) } z ujemnym wynikiem jest „na dołku”; przy wyniku równym dokładnie 0 nie jest się na dołku.
 } Na kartce wyników taki wynik tradycyjnie zapisuje się w kółku.

# Żetony po liczebniku: jeden żeton, dwa żetony, pięć żetonów
rule-settle = { $sides ->
    [yes] Każdy gracz przegranej strony płaci każdemu graczowi zwycięskiej strony { rule-settle.above }, jeśli końcowy wynik jego strony wynosi { rule-settle.good }, i { rule-settle.below }, jeśli wynosi { rule-settle.bad }.
   *[no] Zwycięzca otrzymuje { rule-settle.above } od każdego innego gracza, którego wynik końcowy wynosi { rule-settle.good }, i { rule-settle.below } od każdego innego gracza, którego wynik końcowy wynosi { rule-settle.bad }.
 }{ $double ->
    [yes] {" "}Za partię, którą rozmazanie natychmiast wygrało lub przegrało, płaci się podwójnie: każda płatność, także żetony za cofnięcia, jest podwojona.
   *[no] {""}
 }
    .above = { FORM($above, "m") } { $above ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    }
    .below = { FORM($below, "m") } { $below ->
        [one] żeton
        [few] żetony
       *[many] żetonów
    }
    .good = { $countdown ->
        [yes] { $less } lub mniej
       *[no] 1 lub więcej
    }
    .bad = { $countdown ->
        [yes] { $target } lub więcej
       *[no] 0 lub mniej
    }
rule-setback-chips = { $extra ->
    [0] Cofnięcia nic nie kosztują przy rozliczeniu: liczą się tylko wyniki końcowe.
   *[other] { $sides ->
        [yes] Odmiana w mocy: każdy gracz przegranej strony płaci też każdemu graczowi zwycięskiej strony { rule-setback-chips.extra } za każde cofnięcie swojej strony w trakcie partii.
       *[no] Odmiana w mocy: zwycięzca otrzymuje też od każdego przegranego gracza { rule-setback-chips.extra } za każde jego cofnięcie w trakcie partii.
    }
 }
    .extra = { FORM($extra, "m") } { $extra ->
        [one] dodatkowy żeton
        [few] dodatkowe żetony
       *[many] dodatkowych żetonów
    }

rule-others-score = { $kind ->
    [difference] Wyniki nigdy nie maleją: rozdanie dopisuje punkty do wyniku tylko { $sides ->
        [yes] jednej strony albo żadnej
       *[no] jednego gracza albo żadnego
    }.{ $sides ->
        [yes] {" "}Partnerzy mają wspólny wynik.
       *[no] {""}
    }
    [count] { CAP(rule-each.every) } oprócz { rule-pitcher.gen } { $countdown ->
        [yes] odejmuje
       *[no] dopisuje
    } swoją zdobycz ({ $rule }) { $countdown ->
        [yes] od wyniku
       *[no] do wyniku
    }.
    [made] { CAP(rule-each.every) } oprócz { rule-pitcher.gen } { $countdown ->
        [yes] odejmuje od swojego wyniku
       *[no] dopisuje do swojego wyniku
    } zdobyte punkty.
   *[points] Każdy punkt { $countdown ->
        [yes] odejmuje się od
       *[no] dopisuje się do
    } wyniku { $sides ->
        [yes] strony, która go zdobyła
       *[no] gracza, który go zdobył
    }. Nie ma licytacji, kontraktu ani cofnięć: wyniki nigdy nie { $countdown ->
        [yes] rosną
       *[no] maleją
    }.
 }

# Zapisywanie kontraktu: .set «cofnięty», .whose «jego», .subtracted «odejmuje się od»,
# .added «dopisuje»
rule-contract-scoring = { CAP(rule-pitcher) } { $counted ->
    [yes] { $countdown ->
        [yes] odejmuje
       *[no] dopisuje
    } swoją zdobycz ({ $rule }) { $countdown ->
        [yes] od wyniku
       *[no] do wyniku
    }, jeśli wynosi ona co najmniej tyle, ile kontrakt; w przeciwnym razie zostaje „{ rule-contract-scoring.set }” o wysokość kontraktu: tyle punktów { rule-contract-scoring.subtracted } { rule-contract-scoring.whose } wyniku, a zdobyczy się nie { rule-contract-scoring.added }.
   *[no] { $countdown ->
        [yes] odejmuje od swojego wyniku
       *[no] dopisuje do swojego wyniku
    } zdobyte punkty, jeśli { $sides ->
        [yes] zdobyła
       *[no] zdobył
    } ich co najmniej tyle, ile wynosi kontrakt; w przeciwnym razie zostaje „{ rule-contract-scoring.set }” o wysokość kontraktu: tyle punktów { rule-contract-scoring.subtracted } { rule-contract-scoring.whose } wyniku, a zdobytych punktów się nie { rule-contract-scoring.added }.{ $free ->
        [yes] { $sides ->
            [yes] {" "}Gdy miotacz gra bez kontraktu, jego strona zapisuje punkty tak jak każda inna strona.
           *[no] {" "}Miotacz grający bez kontraktu zapisuje punkty tak jak każdy inny gracz.
        }
       *[no] {""}
    }{ $fixed ->
        [yes] {" "}Wypełnione rozmazanie daje { $smudge } { $smudge ->
            [one] punkt
            [few] punkty
           *[many] punktów
        }, czyli tyle, ile wynosiła oferta, zamiast zdobytych punktów.
       *[no] {""}
    }{ $all ->
        [yes] {" "}Rozmazanie jest więc wypełnione tylko wtedy, gdy { rule-pitcher } zdobędzie wszystkie { FORM($points, "m") } { $points ->
            [one] punkt
            [few] punkty
           *[many] punktów
        }; jeśli któregoś punktu nikt nie zdobywa{ $example ->
            [yes] {" "}(na przykład gdy { FORM($card, "gen") } nie ma w grze)
           *[no] {""}
        }, jest to niemożliwe i { rule-pitcher } zostaje { rule-contract-scoring.set } o { $bid }.
       *[no] {""}
    }
 }
    .set = { $sides ->
        [yes] cofnięta
       *[no] cofnięty
    }
    .whose = { $sides ->
        [yes] jej
       *[no] jego
    }
    .subtracted = { $countdown ->
        [yes] dodaje się do
       *[no] odejmuje się od
    }
    .added = { $countdown ->
        [yes] odejmuje
       *[no] dopisuje
    }
