### Ponumerowane reguły sekcji 1: gracze, miejsca, strony, talia.

seat-numbering = miejsca numeruje się od 0 do n-1 zgodnie z ruchem wskazówek zegara, więc gracz na { $side ->
    [right] prawo
   *[left] lewo
 } od rozdającego to miejsce (rozdający { $side ->
    [right] -
   *[left] +
 } 1) mod n
seat-numbering-lone = { $partnered ->
    [yes] przy { FORM($lone, "gen") } graczach{" "}
   *[no] {""}
 }każde miejsce jest osobną stroną, o tym samym numerze
seat-numbering-sides = { $lone ->
    [yes] przy { FORM($players, "gen") } graczach { JOIN($sides, ", a ", ", a ") }
   *[no] { JOIN($sides, ", a ", ", a ") }
 }
seat-numbering-side = { $first ->
    [yes] stronę { $side } tworzą miejsca { $seats }
   *[no] stronę { $side } miejsca { $seats }
 }

rule-players = { $kind ->
    [partners] Gra { FORM($least, "gen") } { $least ->
        [one] gracz
       *[other] graczy
    } w { rule-players.groups }; partnerzy siedzą { rule-players.seating }.{ rule-players.shared }
    [mixed] Gra { rule-players.how-many }: przy { FORM($alone, "gen") } graczach każdy gra na własny rachunek, przy { FORM($partnered, "gen") } gra się w { rule-players.groups }, a partnerzy siedzą { rule-players.seating }.{ rule-players.shared }
   *[alone] Gra { rule-players.how-many }, każdy na własny rachunek.
 }
    .how-many = { $span ->
        [yes] od { FORM($least, "gen") } do { FORM($most, "gen") } { $most ->
            [one] gracz
           *[other] graczy
        }
       *[no] { FORM($counts, "gen") } graczy
    }
    .groups = { $size ->
        [2] { FORM($sides, "gen") } parach
       *[other] { FORM($sides, "gen") } drużynach po { FORM($size, "gen") }
    }
    .seating = { $size ->
        [2] naprzeciw siebie
       *[other] na przemian
    }
    .shared = { $shared ->
        [yes] {" "}Partnerzy tworzą jedną stronę i mają wspólny wynik: to, co zdobędzie którykolwiek z nich, liczy się dla całej strony.
       *[no] {""}
    }
rule-seats = { $eldest ->
    [yes] Kolejka przechodzi w { rule-seats.side }: { LIST(rule-seats.deal, rule-seats.bidding, rule-seats.running, rule-seats.discards, rule-seats.play) } toczą się { rule-seats.way }. Gracz na { rule-seats.side } od rozdającego to przodownik, gracz na ręce.{ $note }
   *[no] { CAP(LIST(rule-seats.play, rule-seats.bidding, rule-seats.discards, rule-seats.deal)) } toczą się { rule-seats.way }: kolejka zawsze przechodzi do gracza { $side ->
        [right] po prawej
       *[left] po lewej
    }.{ $note }
 }
    .side = { $side ->
        [right] prawo
       *[left] lewo
    }
    .way = { $side ->
        [right] przeciwnie do ruchu wskazówek zegara
       *[left] zgodnie z ruchem wskazówek zegara
    }
    .deal = rozdawanie kart
    .bidding = { $bidding ->
        [yes] licytacja
       *[no] {""}
    }
    .running = { $running ->
        [yes] rozdawanie dalej
       *[no] {""}
    }
    .discards = { $discarding ->
        [yes] zrzucanie kart
       *[no] {""}
    }
    .play = rozgrywka
rule-the-sides = Punkty, wynik i partię zdobywają strony: { $mix ->
    [both] przy { FORM($lone, "gen") } graczach każdy gracz jest osobną stroną; przy { FORM($partnered, "gen") } graczach każdą stronę tworzą partnerzy
    [lone] każdy gracz jest osobną stroną
   *[partnered] każdą stronę tworzą partnerzy
 }.{ $mix ->
    [lone] {""}
   *[other] {" "}Partnerzy mają wspólny wynik: to, co zdobędzie którykolwiek z nich, liczy się dla całej strony.
 }{ $note }
# «talia 52 kart»: po rzeczowniku liczebnik rządzi dopełniaczem.
rule-pack = { $full ->
    [yes] Jedna standardowa talia 52 kart
   *[no] Jedna talia { $size } { $size ->
        [one] karty
       *[other] kart
    }: w każdym kolorze od asa do { FORM($lowest, "gen") }
 }{ $jokers ->
    [0] , bez jokerów
    [2] {" "}i dwa jokery, wysoki i niski
   *[other] {" "}i jeden joker
 }. Starszeństwo kart w każdym kolorze, od najwyższej: { JOIN(FORM($ranks, "short"), " ", " ") } ({ JOIN(FORM($courts, "lettered"), ", ") }).
rule-card-codes = Kartę nazywa się jej wartością i kolorem: as pik, dziesiątka karo, dwójka trefl.{ $note }
note-card-codes = kartę zapisuje się jako wartość (`A K Q J T 9 8 7 6 5 4 3 2`), a po niej kolor (`S H D C`: pik, kier, karo, trefl), na przykład `AS`, `TD`, `2C`{ $jokers ->
    [two] ; joker wysoki ma kod `HJ`, a joker niski `LJ`
    [one] ; joker ma kod `JK`
   *[none] {""}
 }
rule-counting-cards = Karty liczone do punktu { $point } ({ $rule }): { JOIN($values, ", ") }; pozostałe karty liczą się po 0.
counting-card = { $rank } { $value }

# Karta koloru tej samej barwy, która dołącza do atutów: «karta **Lewy Pedro**» (nazwa
# zostaje w mianowniku obok rzeczownika, który ją nazywa).
joined-card = karta { joined-card.name }
    .acc = kartę { joined-card.name }
    .gen = karty { joined-card.name }
    .ins = kartą { joined-card.name }
    .name = { $named ->
        [yes] { $title }
       *[no] tej samej barwy
    }
rule-same-colour = Gdy atut jest już znany, kolor atutowy liczy { $trumps } { $trumps ->
    [one] kartę
    [few] karty
   *[other] kart
 }: swoich { $count }{ $jokers ->
    [none] {" "}i{" "}
   *[other] ,{" "}
 }{ FORM($rank, "acc") } drugiego koloru tej samej barwy (pik i trefl, kier i karo){ $named ->
    [yes] , czyli { FORM($joined, "acc") }
   *[no] {""}
 }{ $jokers ->
    [two] , i oba jokery
    [one] , i jokera
   *[none] {""}
 }. Starszeństwo atutów, od najwyższego: { JOIN($order, ", ", ", ") }. { CAP($joined) } jest atutem pod każdym względem i nie należy już do swojego koloru, w którym zostaje { $fewer } { $fewer ->
    [one] karta
    [few] karty
   *[other] kart
 }, bez { FORM($rank, "gen") }. Karty pozostałych kolorów zachowują starszeństwo talii.
trump-order-run = { JOIN(FORM($ranks, "short"), " ", " ") }{ $note }
trump-order-below = {" "}(karta { $title })
trump-order-jokers = { $jokers ->
    [level] oba jokery (równe)
    [two] joker wysoki, joker niski
   *[one] joker
 }
