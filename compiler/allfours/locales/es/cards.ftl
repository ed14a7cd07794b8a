### Las cartas en palabras, por su código.

rank-name = { $rank ->
    [A] as
    [K] rey
    [Q] reina
    [J] jota
    [T] diez
    [9] nueve
    [8] ocho
    [7] siete
    [6] seis
    [5] cinco
    [4] cuatro
    [3] tres
   *[2] dos
 }
# El rango con su artículo: «el as», «la jota».
rank-the = { $rank ->
    [Q] la
    [J] la
   *[other] el
 } { rank-name }
rank-short = { $rank ->
    [A] as
    [K] rey
    [Q] reina
    [J] jota
    [T] 10
   *[other] { $rank }
 }
# Un rango como lo nombra una regla: «siete»; .the, con su artículo («la jota»); .article,
# el artículo solo; .of, con «de» y su artículo («del diez», «de la jota»); .de, «de» y el
# artículo solos; .it, el pronombre que lo sustituye («la», «lo»); .a, con el artículo
# indefinido («una jota»); .short, donde se enumeran los rangos («as, rey, reina, jota, 10, 9»).
rank = { rank-name }
    .the = { rank-the }
    .article = { $rank ->
        [Q] la
        [J] la
       *[other] el
    }
    .of = { $rank ->
        [Q] de la { rank-name }
        [J] de la { rank-name }
       *[other] del { rank-name }
    }
    .de = { $rank ->
        [Q] de la
        [J] de la
       *[other] del
    }
    .it = { $rank ->
        [Q] la
        [J] la
       *[other] lo
    }
    .to = { $rank ->
        [Q] a la { rank-name }
        [J] a la { rank-name }
       *[other] al { rank-name }
    }
    .a = { $rank ->
        [Q] una
        [J] una
       *[other] un
    } { rank-name }
    .short = { rank-short }
card-value = { rank-short } = { $value }

card-highest-trump = el triunfo más alto en juego
    .pronoun = lo
card-lowest-trump = el triunfo más bajo en juego
    .pronoun = lo
card-of-trumps = { rank-the } de triunfo
    .pronoun = { $rank ->
        [Q] la
        [J] la
       *[other] lo
    }
card-same-colour = { rank-the } del otro palo del color del triunfo
    .pronoun = { $rank ->
        [Q] la
        [J] la
       *[other] lo
    }
card-joker = { $joker ->
    [HJ] el comodín alto
    [LJ] el comodín bajo
   *[JK] el comodín
 }
    .pronoun = lo
card-each-plain = cada { rank-name } de un palo que no es triunfo, por separado
    .pronoun = { $rank ->
        [Q] la
        [J] la
       *[other] lo
    }
card-most-count = la mayor cuenta de cartas ganadas en bazas ({ $values }; las demás cartas, 0)
card-turned-up = la muestra, para el equipo de quien reparte, según su rango: { $values }
card-every-trick = ganar todas las bazas de la mano (capote)
card-gift = el punto que quien reparte regala a quien pide, en vez de correr las cartas

suit-name = { $suit ->
    [S] picas
    [H] corazones
    [D] diamantes
   *[C] tréboles
 }
suit-title = { $suit ->
    [S] Picas
    [H] Corazones
    [D] Diamantes
   *[C] Tréboles
 }
card-name = { $rank ->
    [joker] { card-joker }
   *[other] { rank-the } de { suit-name }
 }
