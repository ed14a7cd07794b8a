### Przykładowe rozdanie: jedno rozdanie rozegrane przez moduł reguł, opowiedziane tak, jak
### przebiegło. Czasowniki w czasie przeszłym i imiesłowy zgadzają się z rodzajem gracza
### ($g: f, m; dwoje lub więcej graczy: fp, mp), imiona stoją w przypadku, którego wymaga
### zdanie (name-dat, name-acc, name-gen).

teach-hands-at-play = Karty na początku rozgrywki
teach-example-intro = { $bids ->
    [yes] Oto jedno rozdanie rozegrane według tych zasad przez moduł reguł; wszystkie karty, odzywki i punkty poniżej pochodzą z niego.
   *[no] Oto jedno rozdanie rozegrane według tych zasad przez moduł reguł; wszystkie karty i punkty poniżej pochodzą z niego.
 }

# Imiona graczy w przypadkach zależnych.
name-dat = { $who ->
    [Anna] Annie
    [Ben] Benowi
    [Clara] Clarze
    [Dan] Danowi
    [Eva] Evie
    [Felix] Felixowi
    [Greta] Grecie
    [Hugo] Hugonowi
    [Ida] Idzie
    [Jan] Janowi
    [Kamil] Kamilowi
    [Lena] Lenie
    [Max] Maxowi
    [Nina] Ninie
    [Otto] Ottonowi
    [Paula] Pauli
    [Rosa] Rosie
    [Sam] Samowi
    [Tom] Tomowi
    [Ursula] Ursuli
    [Victor] Victorowi
    [Wanda] Wandzie
    [Xavier] Xavierowi
    [Adam] Adamowi
    [Bruno] Brunonowi
    [Carla] Carli
    [David] Davidowi
    [Irena] Irenie
    [Frank] Frankowi
    [Gina] Ginie
    [Helga] Heldze
    [Igor] Igorowi
    [Julia] Julii
    [Karl] Karlowi
    [Laura] Laurze
    [Marta] Marcie
    [Noel] Noelowi
    [Olga] Oldze
    [Pablo] Pablowi
    [Rita] Ricie
    [Simon] Simonowi
    [Teresa] Teresie
    [Uma] Umie
    [Vera] Verze
    [Walter] Walterowi
    [Alex] Alexowi
    [Diana] Dianie
    [Emil] Emilowi
    [Flora] Florze
    [Leon] Leonowi
    [Maria] Marii
    [Oscar] Oscarowi
   *[other] { $who }
 }
name-acc = { $who ->
    [Anna] Annę
    [Ben] Bena
    [Clara] Clarę
    [Dan] Dana
    [Eva] Evę
    [Felix] Felixa
    [Greta] Gretę
    [Hugo] Hugona
    [Ida] Idę
    [Jan] Jana
    [Kamil] Kamila
    [Lena] Lenę
    [Max] Maxa
    [Nina] Ninę
    [Otto] Ottona
    [Paula] Paulę
    [Rosa] Rosę
    [Sam] Sama
    [Tom] Toma
    [Ursula] Ursulę
    [Victor] Victora
    [Wanda] Wandę
    [Xavier] Xaviera
    [Adam] Adama
    [Bruno] Brunona
    [Carla] Carlę
    [David] Davida
    [Irena] Irenę
    [Frank] Franka
    [Gina] Ginę
    [Helga] Helgę
    [Igor] Igora
    [Julia] Julię
    [Karl] Karla
    [Laura] Laurę
    [Marta] Martę
    [Noel] Noela
    [Olga] Olgę
    [Pablo] Pabla
    [Rita] Ritę
    [Simon] Simona
    [Teresa] Teresę
    [Uma] Umę
    [Vera] Verę
    [Walter] Waltera
    [Alex] Alexa
    [Diana] Dianę
    [Emil] Emila
    [Flora] Florę
    [Leon] Leona
    [Maria] Marię
    [Oscar] Oscara
   *[other] { $who }
 }
name-gen = { $who ->
    [Anna] Anny
    [Ben] Bena
    [Clara] Clary
    [Dan] Dana
    [Eva] Evy
    [Felix] Felixa
    [Greta] Grety
    [Hugo] Hugona
    [Ida] Idy
    [Jan] Jana
    [Kamil] Kamila
    [Lena] Leny
    [Max] Maxa
    [Nina] Niny
    [Otto] Ottona
    [Paula] Pauli
    [Rosa] Rosy
    [Sam] Sama
    [Tom] Toma
    [Ursula] Ursuli
    [Victor] Victora
    [Wanda] Wandy
    [Xavier] Xaviera
    [Adam] Adama
    [Bruno] Brunona
    [Carla] Carli
    [David] Davida
    [Irena] Ireny
    [Frank] Franka
    [Gina] Giny
    [Helga] Helgi
    [Igor] Igora
    [Julia] Julii
    [Karl] Karla
    [Laura] Laury
    [Marta] Marty
    [Noel] Noela
    [Olga] Olgi
    [Pablo] Pabla
    [Rita] Rity
    [Simon] Simona
    [Teresa] Teresy
    [Uma] Umy
    [Vera] Very
    [Walter] Waltera
    [Alex] Alexa
    [Diana] Diany
    [Emil] Emila
    [Flora] Flory
    [Leon] Leona
    [Maria] Marii
    [Oscar] Oscara
   *[other] { $who }
 }

example-game-to = do { $target }
example-game-down = od { $target } w dół do 0
example-setting = Grają: { $players }. Rozdaje { $dealer }; po { $side ->
    [right] prawej
   *[left] lewej
 } stronie rozdającego siedzi { $eldest }, { $eldestg ->
    [f] która pierwsza
   *[m] który pierwszy
 } { $first ->
    [bid] licytuje
   *[play] gra
 }{ $seating ->
    [opposite] ; partnerzy siedzą naprzeciw siebie
    [alternate] ; partnerzy siedzą na przemian
   *[none] {""}
 }. To końcówka partii { $game }, a wyniki to: { $scores }. { $ends ->
    [yes] Oto rozdanie, które ją kończy.
   *[no] Oto jej kolejne rozdanie.
 }
example-score = { $who } { $score }

example-pass = { $who } pasuje.
example-bid = { $who } licytuje { $bid }.
example-sell = { $who } sprzedaje wyjście za { $price }.
example-refuse = { $who } odrzuca { $price } i zatrzymuje wyjście.
example-leads-first = Do pierwszej lewy wychodzi { $who }.
example-pitches-free = Narzuca { $who }, bez kontraktu.
example-contract = { $who } wygrywa licytację ofertą { $bid } i zostaje { $role ->
    [maker] rozgrywającym
   *[pitcher] miotaczem
 }{ $cite }.
example-privilege = { $who }, { $g ->
    [f] rozdająca
   *[m] rozdający
 }, bierze kontrakt za { $bid }: przywilej rozdającego{ $cite }.
example-set-aside = Następna odkryta karta, { $card }, jest w tym samym kolorze: odkłada się ją.
example-turn-up = { $who } odkrywa kartę: { $card }.
example-stand = { $who } zostaje: kolor odkrytej karty jest atutem.
example-beg = { $who } prosi{ $cite }.
example-give = { $who } daje punkt zamiast rozdawać dalej.
example-run = { $who } rozdaje dalej: każdy dostaje więcej kart, odkrywa się nową kartę{ $cite }.
example-name-trump = { $who } wybiera atut: { suit-name }{ $cite }.
example-trump-is = Atut: { suit-name }.
example-run-dealt = Dokładane karty: { $cards }.
example-run-cards = { $who } — { $cards }
example-exchanges = { $drew ->
    [yes] Zrzucanie i dobieranie
   *[no] Zrzucanie
 }: { $moves }.
example-exchange = { $drew ->
    [0] { $who } zrzuca { $out }
   *[other] { $order ->
        [drew-first] { $who } dobiera { $drew } i zrzuca { $out }
       *[discarded-first] { $who } zrzuca { $out } i dobiera { $drew }
    }
 }

example-trick = Lewa { $number }: { $lead }; dalej { $rest }. Bierze ją { $winner }{ $cite }.
example-trick-short = Lewa { $number }: { $plays }; bierze ją { $winner }.
example-lead = wychodzi { $who } — { $card }{ $note }
example-play = { $who } — { $card }{ $note }
note-pitch = { " " }(karta narzucona: atut { suit-name })
note-trumps = { " " }(przebija atutem, choć { $g ->
    [f] miała
   *[m] miał
 } kartę do koloru)
note-void-trumps = { " " }(przebija atutem: nie ma koloru wyjścia)
note-void = { " " }(nie ma koloru wyjścia)
note-no-trumps = { " " }(nie ma atutów)

example-point = **{ $title }**{ $cite }: { $why } → { $to }{ $worth }.
example-point-bare = **{ $title }**{ $cite } → { $to }{ $worth }.
example-no-one = nikt
example-worth = { " " }({ $value } { $value ->
    [one] punkt
    [few] punkty
   *[many] punktów
 })
why-highest = najwyższy atut w grze: { $card }
why-lowest = najniższy atut w grze: { $card }
why-card = { $card }
# Końcówka imiesłowu: zgadza się z atutem (-y) albo z samą kartą (as, król, walet, joker: -y;
# pozostałe: -a).
why-ending = { $how ->
    [card] { $rank ->
        [A] y
        [K] y
        [J] y
        [joker] y
       *[other] a
    }
   *[other] y
 }
why-discarded = { $what }, zrzucon{ why-ending } przez { name-acc } — nie jest w grze
why-unplayed = { $what }, w ręku { name-gen }, ale niezagran{ why-ending } — nie jest w grze
why-nowhere = { $what } — nie trafia do niczyjej ręki, więc nie jest w grze
why-credited = { $what }, { $relation ->
    [held] w ręku { name-gen } na początku rozgrywki
    [capturer] wzięt{ why-ending } w lewie przez { name-acc }
    [player] zagran{ why-ending } przez { name-acc }
   *[holder] rozdan{ why-ending } { name-dat }
 }
why-count = wartość wziętych kart: { $totals }{ $tie ->
    [level] ; remis
    [pitcher] ; remis, punkt dla miotacza
    [eldest] ; remis, punkt dla przodownika
   *[none] {""}
 }
why-turned-up = odkryta karta: { $card }
why-gift = punkt darowany przez rozdającego

example-made = { $who } { $g ->
    [f] zalicytowała
   *[m] zalicytował
 } { $bid }, a { $team ->
    [yes] { $side } { $sideg ->
        [fp] zdobyły
       *[mp] zdobyli
    }
   *[no] { $g ->
        [f] zdobyła
       *[m] zdobył
    }
 } { $points } { $points ->
    [one] punkt
    [few] punkty
   *[many] punktów
 }: kontrakt zrealizowany{ $cite }.
example-set = { $who } { $g ->
    [f] zalicytowała
   *[m] zalicytował
 } { $bid }, a { $team ->
    [yes] { $side } { $sideg ->
        [fp] zdobyły
       *[mp] zdobyli
    } tylko { $points } { $points ->
        [one] punkt
        [few] punkty
       *[many] punktów
    }: { $sideg ->
        [fp] zostają cofnięte
       *[mp] zostają cofnięci
    }
   *[no] { $g ->
        [f] zdobyła
       *[m] zdobył
    } tylko { $points } { $points ->
        [one] punkt
        [few] punkty
       *[many] punktów
    }: { $g ->
        [f] zostaje cofnięta
       *[m] zostaje cofnięty
    }
 } o { $bid }, z { $before } na { $after }{ $cite }.
example-difference-made = { $who } { $g ->
    [f] zalicytowała
   *[m] zalicytował
 } { $bid }; zdobyte punkty: { $made }. Kontrakt zrealizowany; różnicę zapisuje strona, która zdobyła więcej punktów: { $scored }{ $cite }.
example-difference-set = { $who } { $g ->
    [f] zalicytowała
   *[m] zalicytował
 } { $bid }; zdobyte punkty: { $made }. Kontrakt niezrealizowany: { $scored }{ $cite }.
example-level = punkty są równe: nikt nie zapisuje
example-gain = { $gain } { $gain ->
    [one] punkt
    [few] punkty
   *[many] punktów
 } { $team ->
    [yes] zapisują
   *[no] zapisuje
 } { $who }
example-scores = Wyniki po rozdaniu: { $scores }.
example-goes-on = Nikt nie osiąga celu: partia trwa dalej.
example-won-target = { $team ->
    [yes] Cel osiągają tylko { $winner } i to { $g ->
        [fp] one
       *[mp] oni
    } wygrywają partię
   *[no] Cel osiąga tylko { $winner } i { $g ->
        [f] to ona wygrywa
       *[m] to on wygrywa
    } partię
 }{ $cite }.
example-won-pitcher-first = Cel osiągają { $reached }; kontrakt zrealizowany, więc { $role ->
    [maker] rozgrywający
   *[pitcher] miotacz
 } liczy się pierwszy: { $team ->
    [yes] partię wygrywają
   *[no] partię wygrywa
 } { $winner }{ $cite }.
example-won-count-out = W tym samym rozdaniu cel osiągają { $reached }; przy liczeniu punktów po kolei { $team ->
    [yes] { $g ->
        [fp] pierwsze dochodzą
       *[mp] pierwsi dochodzą
    } do celu { $winner } i wygrywają
   *[no] { $g ->
        [f] pierwsza dochodzi
       *[m] pierwszy dochodzi
    } do celu { $winner } i wygrywa
 } partię{ $cite }.
example-won-higher = Cel osiągają { $reached }; wygrywa wyższy wynik: { $winner }{ $cite }.
example-won-at-once = Punkt zdobyty w trakcie rozgrywki daje cel: { $winner }; partia kończy się od razu{ $cite }.
example-won-going-out = Pewne już punkty wypełniają kontrakt i w trakcie rozgrywki { $team ->
    [yes] dają cel parze: { $winner }
   *[no] dają cel: { $winner }
 }; partia kończy się od razu{ $cite }.
example-won = Partię { $team ->
    [yes] wygrywają
   *[no] wygrywa
 } { $winner }{ $cite }.
example-payouts = Rozliczenie w żetonach{ $cite }: { $net }.
