language-name = English
# The CLDR locale whose plural rules, list joins and number formats the pages use.
language-cldr = en-GB

# A number ($n) in the forms the sentences ask for with FORM($count, "words"): its value
# is the number in digits; a catalog adds the forms its grammar needs (a case, a gender).
number = { $n }
    .words = { $n ->
        [0] no
        [1] one
        [2] two
        [3] three
        [4] four
        [5] five
        [6] six
        [7] seven
        [8] eight
        [9] nine
        [10] ten
       *[other] { $n }
    }
    .ordinal = { $n ->
        [1] first
        [2] second
        [3] third
        [4] fourth
        [5] fifth
        [6] sixth
        [7] seventh
        [8] eighth
        [9] ninth
        [10] tenth
       *[other] { $n }{ ORDINAL($n) ->
            [one] st
            [two] nd
            [few] rd
           *[other] th
        }
    }
