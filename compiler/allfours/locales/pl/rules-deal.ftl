### Ponumerowane reguły rozdania: rozdawanie kart, karty w grze, punkt za kartę odkrytą
### i darowany punkt.

rule-dealing = Rozdający daje karty { $packet ->
    [1] po jednej
   *[other] po { FORM($packet, "f") }
 } naraz, { rule-way }, zaczynając { $eldest ->
    [yes] od przodownika, na { $side ->
        [right] prawo
       *[left] lewo
    } od siebie
   *[no] od gracza na { $side ->
        [right] prawo
       *[left] lewo
    } od siebie
 },{ $rounds ->
    [1] {""}
   *[other] {" "}w { FORM($rounds, "gen") } okrążeniach,
 } aż każdy będzie miał { FORM($hand, "f-acc") } { $hand ->
    [one] kartę
    [few] karty
   *[other] kart
 }. { $stock ->
    [up] Nierozdane karty, odkryte, tworzą talon.
    [down] Nierozdane karty, zakryte, tworzą talon.
    [whole] Rozdaje się całą talię: nie zostaje żadna karta.
   *[none] Reszta talii nie bierze udziału w rozdaniu.
 }
rule-in-play = { $kind ->
    [dealt] Karta jest „w grze”, jeśli została rozdana któremuś z graczy. Karty nierozdane nigdy nie dają punktów.
    [whole] Karta jest „w grze”, jeśli została rozdana któremuś z graczy: tu rozdane są wszystkie.
    [trumps] Karta jest „w grze”, jeśli jest atutem i w chwili wyjścia do pierwszej lewy jest w ręce któregoś z graczy; każdą taką kartę się zagrywa ({ $rule }). Karty pozostałych kolorów, które zostały w ręce, nigdy nie są zagrywane i nie są w grze.
    [kept] Karta jest „w grze”, jeśli w chwili wyjścia do pierwszej lewy jest w ręce któregoś z graczy; każdą taką kartę się zagrywa.
   *[played] Karta jest „w grze”, gdy zostanie zagrana do lewy.
 }{ $any ->
    [yes] {" "}{ CAP($out) }{ $trumps ->
        [yes] , także atuty,
       *[no] {""}
    } nigdy nie są w grze{ $kept ->
        [yes] ; nigdy nie ma wśród nich karty, która daje punkt.
       *[no] {" "}i nie liczą się do punktów { JOIN($points, " ani ") }.
    }
   *[no] {""}
 }
in-play-out = { $place ->
    [stock] karty pozostałe w talonie
    [turned_up] karty odkryte
   *[discarded] karty zrzucone{ $cited ->
        [yes] {" "}({ $rule })
       *[no] {""}
    }
 }
rule-turned-up-point = { $point }: jeśli kartą odkrytą jest { $ranks }, { $sides ->
    [yes] strona rozdającego
   *[no] rozdający
 } od razu zdobywa { $one ->
    [yes] { $value } { $value ->
        [one] punkt
        [few] punkty
       *[other] punktów
    }
   *[no] punkty według jej wartości ({ JOIN($values, ", ") })
 }{ $begging ->
    [yes] , bez względu na to, co potem stanie się z jej kolorem
   *[no] {""}
 }.{ $again ->
    [yes] {" "}Tak samo liczy się nowa karta odkryta przy dokładaniu kart ({ $run }).
   *[no] {""}
 }
turned-up-value = { $rank } { $value }
rule-gift = { $point }: gdy rozdający daje punkt («daję punkt»), { $sides ->
    [yes] każda strona oprócz strony rozdającego
   *[no] każdy gracz oprócz rozdającego
 } zdobywa { $value } { $value ->
    [one] punkt
    [few] punkty
   *[other] punktów
 }{ $many ->
    [yes] : { JOIN($receivers, ", ") }
   *[no] {""}
 }. Kolor karty odkrytej jest atutem i zaczyna się rozgrywka.{ $limited ->
    [yes] {""}
   *[no] {" "}Rozdający może dać punkt nawet wtedy, gdy ten punkt kończy partię: { $sides ->
        [yes] strona, która
       *[no] gracz, który
    } dzięki niemu osiąga wymagany wynik, od razu wygrywa ({ $rule }).
 }
gift-receivers = przy { FORM($players, "gen") }{ $first ->
    [yes] {" "}graczach
   *[no] {""}
 } { $who ->
    [eldest] przodownik
    [each_opponent] { $players ->
        [3] obaj przeciwnicy rozdającego
       *[other] każdy przeciwnik rozdającego
    }
    [eldest_side] strona przodownika
   *[each_other_side] każda strona oprócz strony rozdającego
 }
