### Ponumerowane reguły zrzucania i dobierania (linia Pedra): zrzutki, dokładanie z talonu
### i ze zrzutek, branie talonu, musik i zrzucanie do liczby kart w ręce.

discard-but-robber = { $robber ->
    [dealer] {" "}oprócz rozdającego
    [pitcher] {" "}oprócz rozgrywającego
   *[none] {""}
 }
rule-discard-plain = Gdy atut jest już wybrany, każdy gracz{ discard-but-robber } po kolei, { rule-way }, zaczynając od gracza na { $side ->
    [right] prawo
   *[left] lewo
 } od rozdającego, { $some ->
    [yes] może zrzucić odkryte do { FORM($most, "gen") } { $most ->
        [one] karty
       *[other] kart
    }{ $trumps ->
        [yes] {" "}wybranych przez siebie, także atutów, po jednej.{ $kept ->
            [yes] {" "}Nigdy nie wolno zrzucić karty, która daje punkt ({ $rule }): { JOIN($cards, " oraz ") } zostają w ręce.
           *[no] {""}
        } Gracz może skończyć w dowolnej chwili, a musi, gdy zrzucił już tyle kart.
       *[no] , które nie są atutami, wybranych przez siebie, po jednej; { $returned ->
            [yes] zrzucony atut wraca do gracza, więc żaden atut nie opuszcza ręki
           *[no] żadnego atutu zrzucić nie wolno
        }.{ $kept ->
            [yes] {" "}Karty, które dają punkty ({ $rule }), są wszystkie atutami, więc żadnej się nie zrzuca.
           *[no] {""}
        } Gracz może skończyć w dowolnej chwili, a musi, gdy zrzucił już tyle kart albo ma w ręce same atuty.
    }
   *[no] zrzuca odkryte wszystkie karty, które nie są atutami, a mając więcej niż { discard-trumps }, także wybrane przez siebie atuty, aż będzie miał { discard-trumps }; żadnego innego atutu zrzucić nie wolno.{ $kept ->
        [yes] {" "}Nigdy nie wolno zrzucić karty, która daje punkt ({ $rule }): { JOIN($cards, " oraz ") } zostają w ręce.
       *[no] {""}
    } Karty zrzuca się po jednej, w dowolnej kolejności: dopóki gracz ma więcej niż { discard-trumps }, może zrzucić dowolną kartę{ $kept ->
        [yes] {" "}oprócz nich
       *[no] {""}
    }, a potem już tylko kartę, która nie jest atutem. Gdy w ręce zostały same atuty, najwyżej { FORM($keep, "m") }, gracz kończy zrzucanie.
 }{ $note }
# $keep atutów (mianownik i biernik)
discard-trumps = { FORM($keep, "m") } { $keep ->
    [one] atut
    [few] atuty
   *[other] atutów
 }
kept-trumps = { $count ->
    [1] { $single }
   *[other] { $ranks } w kolorze atutowym
 }
note-discard-done = { note-discard-code }; `done` kończy kolejkę i jest jedynym dozwolonym ruchem, gdy gracz musi skończyć
note-discard-all = { note-discard-code }; `done`, wtedy jedyny dozwolony ruch, kończy kolejkę
rule-deal-back = Następnie rozdający dokłada każdemu graczowi{ $robber ->
    [dealer] {" "}oprócz siebie,
    [pitcher] {" "}oprócz rozgrywającego,
   *[none] {""}
 } po kolei, { rule-way }, zaczynając od gracza na { $side ->
    [right] prawo
   *[left] lewo
 } od siebie, { $robber ->
    [none] a sobie na końcu,{" "}
   *[other] {""}
 }karty z wierzchu talonu, aż gracz będzie miał { discard-cards }, i dopiero potem przechodzi do następnego.{ $robber ->
    [none] {" "}Nikt nie „bierze talonu”: reszta talonu nie jest używana.
   *[other] {""}
 }
# $keep kart (biernik)
discard-cards = { FORM($keep, "f-acc") } { $keep ->
    [one] kartę
    [few] karty
   *[other] kart
 }
rule-from-discards = Jeśli talon wyczerpie się wcześniej, rozdający dokłada dalej karty zrzucone przez tych graczy, w kolejności, w jakiej je zrzucili. { $happens ->
    [yes] Zdarza się to tylko wtedy, gdy { $at }, { $again ->
        [yes] a zrzucony atut może wtedy wrócić do gry
       *[no] więc żaden zrzucony atut nie wraca do gry
    }.{ $any ->
        [yes] {" "}Przy { FORM($never, "gen") } graczach to się nie zdarza.
       *[no] {""}
    }
   *[no] Talon zawsze wystarcza, więc to się nie zdarza.
 }
discards-run-out = { $kept ->
    [0] nie zatrzymali żadnego atutu
   *[other] zatrzymali łącznie najwyżej { FORM($kept, "m") } { $kept ->
        [one] atut
        [few] atuty
       *[other] atutów
    }
 }{ $tables ->
    [yes] {" "}przy { FORM($players, "gen") } graczach
   *[no] {""}
 }
rule-rob = { $robber ->
    [pitcher] Rozgrywający
   *[dealer] Rozdający
 } „bierze talon”: zabiera do ręki wszystkie karty, które zostały w talonie, po czym zrzuca dowolne karty, atuty lub nie{ $kept ->
    [yes] , ale nigdy karty, która daje punkt ({ $rule })
   *[no] {""}
 }, po jednej, aż będzie miał { discard-cards }.{ $partner ->
    [yes] {" "}Zamiast tego rozgrywający może oddać talon, nie oglądając go, swojemu partnerowi, który bierze go w ten sam sposób; potem rozgrywający zrzuca dowolne karty ze swojej ręki, aż będzie miał { discard-cards }.
   *[no] {""}
 }{ $note }
note-rob = { note-discard-code }; gdy ma { discard-cards }, jedynym dozwolonym ruchem jest `done`
note-rob-partner = rozgrywający wybiera `rob` (sam bierze talon) albo `partner` (bierze go partner); { note-rob }
rule-kitty-taken = { $each ->
    [yes] Po rozdaniu kart rozdający daje każdemu graczowi, po kolei, { rule-way }, zaczynając od gracza na { $side ->
        [right] prawo
       *[left] lewo
    } od siebie, zakrytą paczkę { FORM($size, "gen") } { $size ->
        [one] karty
       *[other] kart
    } z wierzchu talonu. Nikt nie ogląda swojej paczki, dopóki atut nie zostanie wybrany; wtedy każdy gracz bierze swoją do ręki.
   *[no] Zakryty musik to { FORM($size, "f") } { $size ->
        [one] karta
        [few] karty
       *[other] kart
    } z wierzchu talonu. { $seen ->
        [yes] Zaraz po licytacji { rule-role } bierze musik do ręki (nikt inny go nie widzi), pierwszy zrzuca karty i dopiero wtedy wybiera atut.
       *[no] Gdy atut jest już wybrany, { rule-role } bierze musik do ręki.
    }
 }
rule-down-to = { $after ->
    [yes] Następnie
   *[no] Gdy atut jest już wybrany,
 } każdy gracz, który ma więcej niż { discard-cards }, zrzuca { $plain ->
    [yes] najpierw karty, które nie są atutami (atut dopiero wtedy, gdy nie ma już innej karty)
   *[no] dowolne karty, atuty lub nie
 }, po jednej, aż będzie miał { discard-cards }: najpierw { rule-role }, potem pozostali po kolei, { rule-way }. Ostatnia zrzutka gracza kończy jego kolejkę, a ostatnia zrzutka ostatniego gracza rozpoczyna rozgrywkę.{ $note }
