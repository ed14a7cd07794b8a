### Ponumerowane reguły licytacji.

# Kto gra kontrakt i zapisuje punkty: miotacz albo strona miotacza (mianownik)
rule-pitcher = { $sides ->
    [yes] strona { rule-role.gen }
   *[no] { rule-role }
 }
    .gen = { $sides ->
        [yes] strony { rule-role.gen }
       *[no] { rule-role.gen }
    }

rule-bids = { $single ->
    [yes] Jedyna możliwa oferta to { $least }.
   *[no] Najniższa oferta to { $least }, najwyższa { $most }.
 } Każda oferta musi być wyższa od wszystkich wcześniejszych{ $partners ->
    [yes] , także od oferty partnera
   *[no] {""}
 }{ $but ->
    [exception] , z jednym wyjątkiem ({ $rule }).
    [exception-here] , z jednym wyjątkiem.
    [retake] , z wyjątkiem oferty { $most } po ofercie { $most } ({ $rule }).
   *[none] .
 }{ $ends ->
    [yes] {" "}Po ofercie { $most } kolejni gracze mogą już tylko spasować.
   *[no] {""}
 }
rule-privilege = { $kind ->
    [match] Przywilej rozdającego: rozdający może { rule-privilege.equal }; może też, jak każdy, zalicytować wyżej.
    [match_except_smudge] Przywilej rozdającego: rozdający może { rule-privilege.equal }, chyba że jest nią rozmazanie; może też, jak każdy, zalicytować wyżej.
    [match_even_smudge] Przywilej rozdającego: rozdający może { rule-privilege.equal }, nawet jeśli jest nią rozmazanie; może też zalicytować wyżej.
   *[none] Rozdający nie ma przywileju: aby przejąć kontrakt, musi, jak każdy inny gracz, zalicytować wyżej niż najwyższa dotychczasowa oferta{ $again ->
        [yes] , albo jeszcze raz zalicytować { $top }, gdy ta oferta już padła ({ $rule })
       *[no] {""}
    }.
 }
    .equal = przejąć kontrakt, licytując tyle samo, ile wynosi najwyższa dotychczasowa oferta (oferta równa)
rule-retake = Najwyższą ofertę, { $top }, kolejny gracz może przejąć, licytując ją jeszcze raz: gdy ktoś zalicytuje { $top }, każdy następny gracz ({ $partners ->
    [yes] także partner licytującego i rozdający
   *[no] także rozdający
 }) może też zalicytować { $top } albo spasować. Gracz, który ostatni zalicytował { $top }, ma najwyższą ofertę, a więc zostaje { rule-role.ins } ({ $rule }).
rule-smudge = Rozmazanie: oferta { $bid } nazywa się „rozmazaniem”; o graczu, który ją składa, mówi się, że „rozmazuje się”. Rozmazania nie można odebrać: gdy ktoś zalicytuje { $bid }, { $match ->
    [yes] żaden z kolejnych graczy nie może już licytować, z wyjątkiem rozdającego, który może je wyrównać
   *[no] { $privilege ->
        [yes] żaden z kolejnych graczy, również rozdający, nie może już licytować
       *[no] żaden z kolejnych graczy nie może już licytować
    }
 }. Gracze siedzący za rozmazującym nadal mają swoją turę, ale mogą już tylko spasować.{ $needs ->
    [yes] {" "}Rozmazanie jest wypełnione tylko wtedy, gdy { rule-pitcher } zdobędzie wszystkie punkty i weźmie wszystkie lewy; jeśli karty któregoś punktu nie ma w grze, nie da się go wypełnić.
   *[no] {""}
 }
rule-all-pass = { $kind ->
    [stick_the_dealer] Jeśli wszyscy gracze przed rozdającym spasują, rozdający nie może spasować i musi zalicytować co najmniej { $least } (tzw. „przymus rozdającego”).
    [redeal_by_next_dealer] Jeśli wszyscy spasują, karty zostają zebrane, a następny gracz rozdaje od nowa.
    [redeal_by_same_dealer] Jeśli wszyscy spasują, karty zostają zebrane, a ten sam gracz rozdaje ponownie.
    [eldest_pitches] Jeśli wszyscy spasują, gracz na { $side ->
        [right] prawo
       *[left] lewo
    } od rozdającego zostaje miotaczem { rule-all-pass.no-contract }
   *[dealer_plays] { $scored ->
        [yes] Jeśli wszyscy spasują, { rule-role.ins } bez kontraktu zostaje rozdający: rozdanie liczy się tak, jakby oferta wynosiła 0 ({ $rule }), więc kontrakt jest zawsze wypełniony.
       *[no] Jeśli wszyscy spasują, rozdający zostaje { rule-role.ins } { rule-all-pass.no-contract }
    }
 }{ $set ->
    [0] {""}
   *[other] {" "}Zamiast licytować, rozdający może przyjąć cofnięcie o { $set }: { $sides ->
        [yes] jego strona cofa się
       *[no] cofa się
    } o { $set } { $set ->
        [one] punkt
        [few] punkty
       *[other] punktów
    }, co liczy się jako cofnięcie, rozdanie nie jest rozgrywane, a rozdaje następny gracz.
 }
    .no-contract = { $sides ->
        [yes] bez kontraktu: jego strona zapisuje to, co zdobędzie, tak jak każda inna strona, i nie może zostać cofnięta.
       *[no] bez kontraktu: zapisuje to, co zdobędzie, tak jak wszyscy, i nie może zostać cofnięty.
    }
