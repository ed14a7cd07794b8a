### Ponumerowane reguły zdobytych punktów, zwycięzcy partii, rozliczenia i niedozwolonych
### ruchów.

# Kto zdobywa punkty: gracz (rodzaj męski) albo strona (żeński); .gen: dopełniacz; .other:
# «drugi gracz»; .every: «każdy gracz»
rule-each = { $sides ->
    [yes] strona
   *[no] gracz
 }
    .gen = { $sides ->
        [yes] strony
       *[no] gracza
    }
    .other = { $sides ->
        [yes] druga strona
       *[no] drugi gracz
    }
    .other-gen = { $sides ->
        [yes] drugiej strony
       *[no] drugiego gracza
    }
    .every = { $sides ->
        [yes] każda strona
       *[no] każdy gracz
    }

rule-point-every-trick = { $title }: wzięcie wszystkich lew rozdania, dla { rule-each.gen }, { $sides ->
    [yes] która bierze
   *[no] który bierze
 } je wszystkie; jeśli lewy się rozłożą, nikt go nie dostaje.{ $value ->
    [1] {""}
   *[other] { " " }Jest wart { $value } pkt.
 }

rule-points-made = { CAP(rule-each) } „{ $sides ->
    [yes] zdobyła
   *[no] zdobył
 }” k punktów w rozdaniu, jeśli { $counted ->
    [each] k { $points ->
        [1] ten jedyny punkt
       *[other] spośród tych { FORM($points, "gen") } punktów
    } przypadło właśnie { $sides ->
        [yes] jej
       *[no] jemu
    }. Każdy punkt jest wart 1.
   *[valued] punkty liczone na koniec rozdania, które { $sides ->
        [yes] jej
       *[no] mu
    } przypadły, są razem warte k.{ $apart ->
        [yes] {" "}Punkty zapisywane od razu ({ JOIN($early, " i ") }) się do tego nie liczą.
       *[no] {""}
    }
 }
rule-side-count = „Zdobycz” { rule-each.gen } w rozdaniu to łączna wartość punktów, które { $sides ->
    [yes] zdobyła
   *[no] zdobył
 }: od 0 do { $total }.
rule-no-trump-in-play = { $any ->
    [yes] Jeśli w grze nie ma żadnego atutu, nikt nie zdobywa punktów { JOIN($points, " ani ") }.
   *[no] Żaden punkt rozdania nie wymaga atutu w grze.
 }

rule-one-winner = Partię wygrywa tylko { $sides ->
    [yes] jedna strona
   *[no] jeden gracz
 }.
rule-setbacks-lose = { $sides ->
    [yes] Strona cofnięta
   *[no] Gracz cofnięty
 } { $times } razy w jednej partii od razu ją przegrywa: wygrywa { $sides ->
    [yes] druga strona
   *[no] drugi gracz
 }, bez względu na wyniki.
rule-fixed-deals = Partia kończy się także wtedy, gdy każdy gracz rozdał karty { $times ->
    [one] raz
   *[other] { FORM($times, "m") } razy
 }, chyba że { $sides ->
    [yes] któraś strona wygrała ją
   *[no] któryś gracz wygrał ją
 } wcześniej: wygrywa { $sides ->
    [yes] strona
   *[no] gracz
 } z { $countdown ->
    [yes] najniższym
   *[no] najwyższym
 } wynikiem. Dopóki na prowadzeniu jest remis, gra się dalej po jednym rozdaniu, aż { $sides ->
    [yes] jedna strona będzie prowadzić sama
   *[no] jeden gracz będzie prowadzić sam
 }. Rozdanie, które ten sam rozdający rozdaje ponownie, się nie liczy.
rule-no-stakes = Nie ma rozliczenia w żetonach: gra się o stawkę umówioną za całą partię („tyle a tyle za partię”).{ $note }
note-no-stakes = nie podaje się żadnych wypłat
rule-net-chips = Żetony nie powstają ani nie giną: { $sides ->
    [yes] zyski zwycięzców równają się stratom przegranych.
   *[no] zysk zwycięzcy równa się sumie strat pozostałych graczy.
 }{ $note }
note-net-chips = rozliczenie podaje się dla każdego miejsca jako saldo żetonów

rule-refused = Gra się według tych reguł: { JOIN($actions, " czy ") }, na które nie pozwalają, od razu się cofa, a gracz wykonuje w ich miejsce ruch dozwolony.{ $note }
refused-action = { $action ->
    [card] kartę
    [bid] ofertę
    [discard] zrzutkę
   *[other] inną decyzję
 }
note-refused = ruch niedozwolony w danym stanie gry zostaje odrzucony z błędem, który wskazuje naruszoną regułę, a stan gry się nie zmienia
rule-no-penalties = { $reneging ->
    [yes] Dlatego te reguły nie przewidują kary za błędne rozdanie: poprawia się je, jak każdy inny błąd{ $cited ->
        [yes] {" "}({ $rule })
       *[no] {""}
    }, bez żadnych kosztów. Renons (niedołożenie do koloru, gdy było to obowiązkiem) pozostaje w grze i kosztuje tyle, ile mówi { $renege }.
   *[no] Dlatego te reguły nie przewidują kar za błędne rozdanie ani za renons (niedołożenie do koloru, gdy było to obowiązkiem): taki błąd się poprawia, jak każdy inny{ $cited ->
        [yes] {" "}({ $rule })
       *[no] {""}
    }, bez żadnych kosztów.
 } Gracze, którzy chcą tradycyjnych kar, mogą zamiast tego przyjąć zasady stołu z tego regulaminu.{ $note }
note-no-penalties = { $reneging ->
    [yes] { $cited ->
        [yes] błędne rozdanie nie może się zdarzyć, bo każdy niedozwolony ruch jest odrzucany
       *[no] { note-refused }, więc błędne rozdanie nie może się zdarzyć
    }
   *[no] { $cited ->
        [yes] ani błędne rozdanie, ani renons nie mogą się zdarzyć, bo każdy niedozwolony ruch jest odrzucany
       *[no] { note-refused }, więc ani błędne rozdanie, ani renons nie mogą się zdarzyć
    }
 }

# Cel: .goal «co najmniej 7 punktów» (licząc w dół: «0 punktów lub mniej»); .to «do 7
# punktów» (w dół: «do 0»)
rule-target = Gra toczy się { $countdown ->
    [yes] w dół, od { $target } { $target ->
        [one] punktu
       *[other] punktów
    } do zera
   *[no] do { $target } { $target ->
        [one] punktu
       *[other] punktów
    }
 }: partia kończy się po pierwszym rozdaniu, po którym { $bidout ->
    [yes] { rule-pitcher } { $sides ->
        [yes] wypełniła
       *[no] wypełnił
    } kontrakt i ma { rule-target.goal }
   *[no] { $sides ->
        [yes] któraś strona
       *[no] któryś gracz
    } ma { rule-target.goal }
 }.{ $sale ->
    [yes] {" "}Sprzedaż prawa narzucenia atutu może zakończyć partię jeszcze przed rozgrywką, jeśli cena doprowadzi sprzedającego { rule-target.to }.
   *[no] {""}
 }{ $soon ->
    [yes] {" "}Kończy się wcześniej, gdy punkt zapisywany od razu doprowadzi { $sides ->
        [yes] którąś stronę
       *[no] któregoś gracza
    } { rule-target.to } ({ $early }).
   *[no] {""}
 }{ $goes ->
    [yes] {" "}Kończy się wcześniej, gdy { rule-pitcher } wychodzi w trakcie gry ({ $out }).
   *[no] {""}
 }
    .goal = { $countdown ->
        [yes] 0 punktów lub mniej
       *[no] co najmniej { $target } { $target ->
            [one] punkt
            [few] punkty
           *[many] punktów
        }
    }
    .to = { $countdown ->
        [yes] do 0
       *[no] do { $target } { $target ->
            [one] punktu
           *[other] punktów
        }
    }

rule-before-play = { $before } zapisuje się przed rozgrywką, w chwili gdy { $count ->
    [1] padnie
   *[other] padną
 }.{ JOIN($twice, "", "") }{ $capture ->
    [yes] {" "}{ $oncapture } zapisuje się w chwili wzięcia lewy.
   *[no] {""}
 }{ $later ->
    [0] {""}
   *[other] {" "}{ $after } zapisuje się po rozgrywce.
 }{ $one ->
    [yes] {" "}Każdy punkt jest wart 1.
   *[no] {""}
 }
rule-before-play-twice = {" "}{ $point } może paść dwa razy w jednym rozdaniu: za pierwszą kartę odkrytą i za nowy kolor przy dokładaniu kart.

# Gdzie leży karta spoza gry: o karcie (rodzaj żeński); .m: o atucie (męski)
in-play-only-place = { $place ->
    [stock] pozostała w talonie
    [turned_up] była kartą odkrytą
   *[discarded] została zrzucona
 }
    .m = { $place ->
        [stock] pozostał w talonie
        [turned_up] był kartą odkrytą
       *[discarded] został zrzucony
    }
rule-in-play-only = { $kind ->
    [kept] Karta każdego punktu jest w grze ({ $rule }): jest atutem, a żadnej z nich nie wolno zrzucić ({ JOIN($kept, ", ") }). Każdy punkt przypada więc { $sides ->
        [yes] którejś ze stron
       *[no] któremuś z graczy
    }, a zdobycze { $sides ->
        [yes] stron
       *[no] graczy
    } dają razem { $total } { $total ->
        [one] punkt
        [few] punkty
       *[many] punktów
    } w każdym rozdaniu.
    [lost] Punkt, którego karty nie ma w grze ({ $rule }), bo { $out }, nie przypada nikomu.
    [none] Do punktów rozgrywki liczą się tylko karty w grze ({ $rule }).
   *[points] { $points } wyznacza się wyłącznie spośród kart w grze ({ $rule }){ $outside ->
        [yes] : atut, który { FORM($out, "m") }, nie jest żadnym z nich
       *[no] {""}
    }.
 }

rule-at-once = { JOIN($parts, " ", " ") }
rule-at-once-before = Punkty zapisywane przed rozgrywką ({ $points }) liczą się w chwili, gdy padną. { at-once-goal.who } dzięki jednemu z nich { at-once-goal.goal }, od razu wygrywa: { JOIN($undone, " i ") }.
# Kto dochodzi do celu, w regułach rule-at-once-*: .who «Gracz, który», .goal «osiągnie 7
# punktów» (w dół: «zejdzie do 0»), .what «7 punktów», .verb «osiągnie», .at-least «co
# najmniej 7 punktów», .to «do 7 punktów»
at-once-goal = { at-once-goal.goal }
    .who = { $sides ->
        [yes] Strona, która
       *[no] Gracz, który
    }
    .goal = { $countdown ->
        [yes] zejdzie do 0
       *[no] osiągnie { $target } { $target ->
            [one] punkt
            [few] punkty
           *[many] punktów
        }
    }
    .what = { $countdown ->
        [yes] do 0
       *[no] { $target } { $target ->
            [one] punkt
            [few] punkty
           *[many] punktów
        }
    }
    .verb = { $countdown ->
        [yes] zejdzie
       *[no] osiągnie
    }
    .at-least = { $countdown ->
        [yes] 0 punktów lub mniej
       *[no] co najmniej { $target } { $target ->
            [one] punkt
            [few] punkty
           *[many] punktów
        }
    }
    .to = { $countdown ->
        [yes] do 0
       *[no] do { $target } { $target ->
            [one] punktu
           *[other] punktów
        }
    }
at-once-undone = { $undone ->
    [run] nie dokłada się już kart
    [discard] nikt nie zrzuca kart
   *[play] nie gra się dalej
 }
rule-at-once-never = { $point } nigdy nie może do tego doprowadzić ({ $rule }){ $others ->
    [yes] , więc może to tylko { $can }.
   *[no] .
 }
rule-at-once-eldest = Jeśli darowany punkt sprawi, że { at-once-goal.what } { at-once-goal.verb } więcej niż { $sides ->
    [yes] jedna strona
   *[no] jeden gracz
 }, wygrywa { $sides ->
    [yes] pierwsza
   *[no] pierwszy
 } z nich, licząc kolejno od przodownika.
rule-at-once-capture = { $points } liczą się w chwili wzięcia lewy: { $sides ->
    [yes] strona, która
   *[no] gracz, który
 } dzięki jednemu z nich { at-once-goal.goal }, od razu wygrywa, a reszty rozdania się nie rozgrywa.

rule-instant-wins = { $smudged ->
    [yes] Rozmazanie: { $sides ->
        [yes] gdy { rule-role } zalicytował { $bid } i jego strona wypełniła kontrakt, natychmiast wygrywa ona partię
       *[no] { rule-role }, który zalicytował { $bid } i wypełnił kontrakt, natychmiast wygrywa partię
    } bez względu na wyniki{ $hole ->
        [yes] , chyba że przed tym rozdaniem { $sides ->
            [yes] była
           *[no] był
        } „na dołku” ({ $sides ->
            [yes] miała
           *[no] miał
        } { $countdown ->
            [yes] wynik powyżej { $target }
           *[no] ujemny wynik
        }); wtedy zapisuje { $reset ->
            [yes] wynik { $countdown ->
                [yes] { $target }
               *[no] 0
            }, bez względu na zdobyte punkty
           *[no] { $advance ->
                [yes] { $scores } { $scores ->
                    [one] punkt
                    [few] punkty
                   *[many] punktów
                } zamiast zdobytych punktów
               *[no] tylko { $fixed ->
                    [yes] { $scores } { $scores ->
                        [one] punkt
                        [few] punkty
                       *[many] punktów
                    }
                   *[no] zdobyte punkty
                }
            }
        }, a partia toczy się dalej, chyba że w tym samym rozdaniu { $sides ->
            [yes] któraś strona
           *[no] któryś gracz
        }, także { rule-pitcher }, { at-once-goal.verb } { at-once-goal.what }: wtedy zwycięzcę wyłania liczenie punktów po kolei ({ $countout })
       *[no] {""}
    }.
   *[no] Żadna oferta nie daje natychmiastowej wygranej.
 }{ $lost ->
    [yes] { $sides ->
        [yes] {" "}Gdy { rule-role } zalicytował { $setbid } i jego strona nie wypełniła kontraktu, natychmiast przegrywa ona partię bez względu na wyniki: wygrywa druga strona.
       *[no] {" "}{ CAP(rule-role) }, który zalicytował { $setbid } i nie wypełnił kontraktu, natychmiast przegrywa partię bez względu na wyniki: wygrywa drugi gracz.
    }
   *[no] {""}
 }{ $all ->
    [yes] {" "}{ CAP(rule-each) }, { $sides ->
        [yes] której
       *[no] któremu
    } przypadną wszystkie punkty rozdania ({ $every }), natychmiast wygrywa partię bez względu na swój wynik i na to, { $sides ->
        [yes] czy należy do niej miotacz
       *[no] czy był miotaczem
    }. Jeśli któryś z tych punktów nie przypada nikomu{ $example ->
        [yes] {" "}(na przykład gdy { $card } nie jest w grze)
       *[no] {""}
    }, nikt nie zdobył wszystkich punktów.
   *[no] {""}
 }

rule-counting-out = { $mode ->
    [none] W rozdaniu punkty zapisuje tylko { rule-counting-out.one }{ $by ->
        [yes] {" "}({ $scoring })
       *[no] {""}
    }, więc w jednym rozdaniu { $countdown ->
        [yes] zejść do 0
       *[no] osiągnąć { at-once-goal.what }
    } może najwyżej { rule-counting-out.one }, i { $sides ->
        [yes] ta strona
       *[no] ten gracz
    } wygrywa; nie liczy się punktów po kolei, a punkty zapisuje się dopiero po ostatniej lewie, więc nikt nie kończy partii w trakcie rozgrywki.
    [bid-out] Wygrać może tylko { rule-pitcher }, i tylko wypełniając kontrakt: { $sides ->
        [yes] strona, która
       *[no] gracz, który
    } { at-once-goal.goal } w obronie, nie wygrywa; { $sides ->
        [yes] jej
       *[no] jego
    } wynik zostaje, a gra toczy się dalej, aż do rozdania, w którym { rule-pitcher } wypełni kontrakt i będzie mieć { at-once-goal.at-least }.
    [higher-two] Gdy w tym samym rozdaniu { at-once-goal.what } { at-once-goal.verb } więcej niż { rule-counting-out.one }, wygrywa { $sides ->
        [yes] ta
       *[no] ten
    } z lepszym wynikiem; przy równych wynikach wygrywa { rule-pitcher }.
    [higher] Gdy w tym samym rozdaniu { at-once-goal.what } { at-once-goal.verb } więcej niż { rule-counting-out.one }, wygrywa { $sides ->
        [yes] ta
       *[no] ten
    } z lepszym wynikiem; przy równych wynikach wygrywa { rule-pitcher }, jeśli jest wśród nich, a w przeciwnym razie decydują punkty rozdania, doliczane po jednym w kolejności ich numeracji.
    [last] Po rozgrywce do wyników dolicza się punkt { $last }; wygrywa { $sides ->
        [yes] strona, którą
       *[no] gracz, którego
    } ten punkt doprowadzi { at-once-goal.to }.
    [at-once] Po rozgrywce do wyników dolicza się punkty { $counted }. Jeśli wtedy { $sides ->
        [yes] któraś strona
       *[no] któryś gracz
    } ma { at-once-goal.at-least }, { $sides ->
        [yes] strony
       *[no] gracze
    } liczą punkty po kolei: { $first ->
        [yes] { rule-counting-out.first } W przeciwnym razie, zaczynając
       *[no] zaczynając
    } od wyników po punktach zapisanych od razu ({ $after }), punkty dolicza się po jednym, w kolejności { JOIN($order, ", ") }, i wygrywa { rule-counting-out.winner } { at-once-goal.goal }, nawet jeśli { $sides ->
        [yes] inna skończy
       *[no] inny skończy
    } z { $countdown ->
        [yes] niższym
       *[no] wyższym
    } wynikiem.
   *[order] Gdy w tym samym rozdaniu { at-once-goal.what } { at-once-goal.verb } { $sides ->
        [yes] jedna strona lub kilka
       *[no] jeden gracz lub kilku
    }, zwycięzcę wyłania się, licząc punkty rozdania po kolei. { $first ->
        [yes] { rule-counting-out.first } W przeciwnym razie punkty
       *[no] Punkty
    } dolicza się po jednym, w kolejności { JOIN($order, ", ") }, zaczynając od wyniku, jaki { $sides ->
        [yes] każda strona miała
       *[no] każdy gracz miał
    } { $sale ->
        [yes] na początku rozgrywki (z zapisaną już ceną, za którą sprzedano prawo narzucenia atutu)
       *[no] przed rozdaniem
    }{ $setback ->
        [yes] {" "}({ $sides ->
            [yes] cofniętej stronie { rule-role.gen }
           *[no] cofniętemu { $role ->
                [maker] rozgrywającemu
               *[pitcher] miotaczowi
            }
        } nie dolicza się punktów)
       *[no] {""}
    }; wygrywa { rule-counting-out.winner } { at-once-goal.goal }.
 }
    .one = { $sides ->
        [yes] jedna strona
       *[no] jeden gracz
    }
    .winner = { $sides ->
        [yes] ta strona, która pierwsza
       *[no] ten gracz, który pierwszy
    }
    .first = Wynik { rule-pitcher.gen } liczy się jako pierwszy: jeśli { rule-pitcher } { $sides ->
        [yes] wypełniła
       *[no] wypełnił
    } kontrakt i ma teraz { at-once-goal.at-least }, wygrywa, nawet jeśli { $sides ->
        [yes] inna strona
       *[no] inny gracz
    } ma { $countdown ->
        [yes] niższy
       *[no] wyższy
    } wynik.

## Wyjście w trakcie gry

rule-going-out = Wyjście w trakcie gry: podczas rozgrywki { rule-pitcher } wygrywa partię w chwili, gdy punkty, które ma już pewne, wypełniają kontrakt i doprowadzają { $sides ->
    [yes] ją
   *[no] go
 } { rule-target.to }. Reszty rozdania się nie rozgrywa i nikt inny nic za nie nie zapisuje. Punkt jest pewny, gdy żadna karta, która pozostała do zagrania, nie może zmienić, kto go zapisze: { $certain }.{ $smudge ->
    [yes] {" "}Rozmazanie (kontrakt za { $bid }) rozstrzyga się dopiero na końcu rozdania.
   *[no] {""}
 } { $sides ->
    [yes] Każda inna strona
   *[no] Każdy inny gracz
 } dochodzi do celu tylko na końcu rozdania.{ $note }
going-out-when = { $points }{ $when ->
    [top] , gdy zagrano już najwyższy atut talii
    [bottom] , gdy zagrano już najniższy atut talii
    [taken] , gdy { $count ->
        [one] jego karta zostanie wzięta
       *[other] ich karty zostaną wzięte
    } w lewie
    [played] , gdy { $count ->
        [one] jego karta zostanie zagrana
       *[other] ich karty zostaną zagrane
    }
    [count] , gdy liczące się karty, których jeszcze nikt nie wziął, nie mogą już odrobić przewagi
   *[end] , dopiero na końcu rozdania
 }
note-going-out = partia wygrana w ten sposób kończy się po lewie, która to przesądziła: zapis pokazuje rozegrane lewy, `made` true, `game_over` true i tylko punkty zapisane stronie miotacza; każdy inny punkt to `null`
