language-name = Español
language-cldr = es

# Un número ($n): en cifras; .words, en palabras delante de un sustantivo masculino («un
# punto», «dos cartas»); .f, delante de uno femenino («una carta»).
number = { $n }
    .words = { $n ->
        [0] cero
        [1] un
        [2] dos
        [3] tres
        [4] cuatro
        [5] cinco
        [6] seis
        [7] siete
        [8] ocho
        [9] nueve
        [10] diez
       *[other] { $n }
    }
    .f = { $n ->
        [0] cero
        [1] una
        [2] dos
        [3] tres
        [4] cuatro
        [5] cinco
        [6] seis
        [7] siete
        [8] ocho
        [9] nueve
        [10] diez
       *[other] { $n }
    }
