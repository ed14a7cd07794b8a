language-name = Polski
language-cldr = pl

# Liczba ($n): cyframi; słownie do dziesięciu, w przypadku i rodzaju, których wymaga
# zdanie: .f (mianownik i biernik rzeczownika żeńskiego: dwie karty), .f-acc (jedną
# kartę), .m (rzeczownik męski nieżywotny: dwa punkty), .gen (dopełniacz i miejscownik,
# także podmiot męskoosobowy: dwóch graczy). Zero i liczby powyżej dziesięciu cyframi.
number = { $n }
    .f = { $n ->
        [1] jedna
        [2] dwie
        [3] trzy
        [4] cztery
        [5] pięć
        [6] sześć
        [7] siedem
        [8] osiem
        [9] dziewięć
        [10] dziesięć
       *[other] { $n }
    }
    .f-acc = { $n ->
        [1] jedną
        [2] dwie
        [3] trzy
        [4] cztery
        [5] pięć
        [6] sześć
        [7] siedem
        [8] osiem
        [9] dziewięć
        [10] dziesięć
       *[other] { $n }
    }
    .m = { $n ->
        [1] jeden
        [2] dwa
        [3] trzy
        [4] cztery
        [5] pięć
        [6] sześć
        [7] siedem
        [8] osiem
        [9] dziewięć
        [10] dziesięć
       *[other] { $n }
    }
    .gen = { $n ->
        [1] jednego
        [2] dwóch
        [3] trzech
        [4] czterech
        [5] pięciu
        [6] sześciu
        [7] siedmiu
        [8] ośmiu
        [9] dziewięciu
        [10] dziesięciu
       *[other] { $n }
    }
