### Karty słowami, według ich kodów. Przypadki: mianownik (wartość), biernik (.acc).

rank-name = { $rank ->
    [A] as
    [K] król
    [Q] dama
    [J] walet
    [T] dziesiątka
    [9] dziewiątka
    [8] ósemka
    [7] siódemka
    [6] szóstka
    [5] piątka
    [4] czwórka
    [3] trójka
   *[2] dwójka
 }
# Biernik: «mam asa», «mam damę».
rank-acc = { $rank ->
    [A] asa
    [K] króla
    [Q] damę
    [J] waleta
    [T] dziesiątkę
    [9] dziewiątkę
    [8] ósemkę
    [7] siódemkę
    [6] szóstkę
    [5] piątkę
    [4] czwórkę
    [3] trójkę
   *[2] dwójkę
 }
# Litery polskich stołów: A K D W, dziesiątka cyframi.
rank-short = { $rank ->
    [Q] D
    [J] W
    [T] 10
   *[other] { $rank }
 }
# Ranga, jak nazywa ją reguła: mianownik; .gen (dopełniacz: «bez asa», «do dwójki»), .acc
# (biernik), .ins (narzędnik: «nad dziesiątką»), .ins-trump (karta atutowa w narzędniku:
# «nad dziesiątką atutową»), .short (litery polskich stołów).
rank = { rank-name }
    .gen = { $rank ->
        [A] asa
        [K] króla
        [Q] damy
        [J] waleta
        [T] dziesiątki
        [9] dziewiątki
        [8] ósemki
        [7] siódemki
        [6] szóstki
        [5] piątki
        [4] czwórki
        [3] trójki
       *[2] dwójki
    }
    .acc = { rank-acc }
    .ins = { $rank ->
        [A] asem
        [K] królem
        [Q] damą
        [J] waletem
        [T] dziesiątką
        [9] dziewiątką
        [8] ósemką
        [7] siódemką
        [6] szóstką
        [5] piątką
        [4] czwórką
        [3] trójką
       *[2] dwójką
    }
    .ins-trump = { rank.ins } { $rank ->
        [A] atutowym
        [K] atutowym
        [J] atutowym
       *[other] atutową
    }
    .short = { rank-short }
    .lettered = { rank-short } { rank-name }
card-value = { rank-short } = { $value }

card-highest-trump = najwyższy atut w grze
card-lowest-trump = najniższy atut w grze
card-of-trumps = { rank-name } { $rank ->
    [A] atutowy
    [K] atutowy
    [J] atutowy
   *[other] atutowa
 }
    .acc = { rank-acc } { $rank ->
        [A] atutowego
        [K] atutowego
        [J] atutowego
       *[other] atutową
     }
    .gen = { rank.gen } { $rank ->
        [A] atutowego
        [K] atutowego
        [J] atutowego
       *[other] atutowej
    }
card-same-colour = { rank-name } drugiego koloru tej samej barwy co atuty
    .acc = { rank-acc } drugiego koloru tej samej barwy co atuty
    .gen = { rank.gen } drugiego koloru tej samej barwy co atuty
card-joker = { $joker ->
    [HJ] joker wysoki
    [LJ] joker niski
   *[JK] joker
 }
    .acc = { $joker ->
        [HJ] jokera wysokiego
        [LJ] jokera niskiego
       *[JK] jokera
    }
    .gen = { $joker ->
        [HJ] jokera wysokiego
        [LJ] jokera niskiego
       *[JK] jokera
    }
card-each-plain = { $rank ->
    [A] każdy { rank-name } w kolorze nieatutowym, liczony osobno
    [K] każdy { rank-name } w kolorze nieatutowym, liczony osobno
    [J] każdy { rank-name } w kolorze nieatutowym, liczony osobno
   *[other] każda { rank-name } w kolorze nieatutowym, liczona osobno
 }
    .acc = { $rank ->
        [A] każdego { rank-acc } w kolorze nieatutowym, liczonego osobno
        [K] każdego { rank-acc } w kolorze nieatutowym, liczonego osobno
        [J] każdego { rank-acc } w kolorze nieatutowym, liczonego osobno
       *[other] każdą { rank-acc } w kolorze nieatutowym, liczoną osobno
     }
card-most-count = największa suma oczek w kartach wziętych w lewach ({ $values }; pozostałe karty 0)
    .acc = największą sumę oczek w kartach wziętych w lewach ({ $values }; pozostałe karty 0)
card-turned-up = karta odkryta na atut, dla strony rozdającego, według jej rangi: { $values }
card-every-trick = wzięcie wszystkich lew rozdania (szlem)
    .acc = wzięcie wszystkich lew rozdania (szlem)
card-gift = punkt, który rozdający daje proszącemu, zamiast rozdawać dalej
    .acc = punkt, który rozdający daje proszącemu

suit-name = { $suit ->
    [S] pik
    [H] kier
    [D] karo
   *[C] trefl
 }
suit-title = { $suit ->
    [S] Pik
    [H] Kier
    [D] Karo
   *[C] Trefl
 }
card-name = { $rank ->
    [joker] { card-joker }
   *[other] { rank-name } { suit-name }
 }
