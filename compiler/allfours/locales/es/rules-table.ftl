### Las reglas numeradas de la sección 1: los jugadores, los puestos, los equipos, la baraja.

seat-numbering = los puestos se numeran de 0 a n-1 en el sentido de las agujas del reloj, así que el jugador de la { $side ->
    [right] derecha
   *[left] izquierda
 } del que reparte es el puesto (puesto del que reparte { $side ->
    [right] -
   *[left] +
 } 1) mod n
seat-numbering-lone = { $partnered ->
    [yes] con { FORM($lone, "words") } jugadores{" "}
   *[no] {""}
 }cada puesto es un equipo él solo, numerado como el puesto
seat-numbering-sides = { $lone ->
    [yes] con { FORM($players, "words") }, { $sides }
   *[no] { $sides }
 }
seat-numbering-side = { $first ->
    [yes] el equipo { $side } lo forman los puestos { $seats }
   *[no] el equipo { $side }, los puestos { $seats }
 }

rule-players = { $kind ->
    [partners] { CAP(FORM($counts, "words")) } jugadores en { rule-players.teams }.{ rule-players.shared }
    [mixed] { rule-players.how-many }: con { FORM($alone, "words") }, cada uno juega por su cuenta; con { FORM($partnered, "words") }, en { rule-players.teams }.{ rule-players.shared }
   *[alone] { rule-players.how-many }; cada uno juega por su cuenta.
 }
    .how-many = { $span ->
        [yes] De { FORM($least, "words") } a { FORM($most, "words") } jugadores
       *[no] { CAP(FORM($counts, "words")) } jugadores
    }
    .teams = { FORM($sides, "words") } equipos de { FORM($size, "words") }{ $size ->
        [2] {" "}(parejas), con los compañeros sentados uno frente al otro
       *[other] , con los compañeros sentados en puestos alternos
    }
    .shared = { $shared ->
        [yes] {" "}Los compañeros comparten una sola puntuación; lo que gana cualquiera de ellos cuenta para su equipo.
       *[no] {""}
    }
rule-seats = { $eldest ->
    [yes] El turno pasa a la { rule-seats.side }: { LIST(rule-seats.deal, rule-seats.bidding, rule-seats.discards, rule-seats.play) } van { rule-seats.way }. El jugador de la { rule-seats.side } del que reparte es «mano»; en estas reglas se le llama «el mano».{ $note }
   *[no] { CAP(LIST(rule-seats.deal, rule-seats.bidding, rule-seats.discards, rule-seats.play)) } van siempre { rule-seats.way }: el turno pasa siempre al jugador de la { rule-seats.side }.{ $note }
 }
    .side = { $side ->
        [right] derecha
       *[left] izquierda
    }
    .way = { $side ->
        [right] en sentido contrario al de las agujas del reloj
       *[left] en el sentido de las agujas del reloj
    }
    .deal = { $eldest ->
        [yes] { $running ->
            [yes] el reparto (también al correr las cartas)
           *[no] el reparto
        }
       *[no] el reparto
    }
    .bidding = { $bidding ->
        [yes] la subasta
       *[no] {""}
    }
    .running = {""}
    .discards = { $discarding ->
        [yes] los descartes
       *[no] {""}
    }
    .play = las bazas
rule-the-sides = Los puntos, la puntuación y la partida son de cada equipo: { $mix ->
    [both] con { FORM($lone, "words") } jugadores, cada jugador forma un equipo él solo; con { FORM($partnered, "words") } jugadores, los compañeros forman un mismo equipo
    [lone] cada jugador forma un equipo él solo
   *[partnered] los compañeros forman un mismo equipo
 }.{ $mix ->
    [lone] {""}
   *[other] {" "}Los compañeros comparten una sola puntuación; lo que gana cualquiera de ellos cuenta para su equipo.
 }{ $note }
rule-pack = { $full ->
    [yes] Una baraja estándar de 52 cartas{ $jokers ->
        [0] , sin comodines
        [2] {" "}y dos comodines, uno alto y uno bajo
       *[other] {" "}y un comodín
    }
   *[no] Una baraja de { $size } cartas: cada palo del as { FORM($lowest, "to") }{ $jokers ->
        [0] , sin comodines
        [2] , y dos comodines, uno alto y uno bajo
       *[other] , y un comodín
    }
 }. Orden de las cartas en cada palo, de mayor a menor: { JOIN(FORM($ranks, "short"), ", ") }.
rule-card-codes = Las cartas se nombran por su valor y su palo: el as de picas, el diez de diamantes, el dos de tréboles.{ $note }
note-card-codes = una carta se escribe con su valor, `A K Q J T 9 8 7 6 5 4 3 2`, seguido de su palo, `S H D C` (picas, corazones, diamantes, tréboles): `AS`, `TD`, `2C`{ $jokers ->
    [two] ; el comodín alto es `HJ` y el comodín bajo `LJ`
    [one] ; el comodín es `JK`
   *[none] {""}
 }
rule-counting-cards = Las cartas que cuentan para el punto { $point } ({ $rule }): { JOIN($values, ", ") }; las demás cartas cuentan 0.
counting-card = { FORM($rank, "the") } { $value }

joined-card = { $named ->
    [yes] { FORM($rank, "article") } { $title }
   *[no] { FORM($rank, "the") } del mismo color
 }
    .of = { $named ->
        [yes] { FORM($rank, "de") } { $title }
       *[no] { FORM($rank, "of") } del mismo color
    }
rule-same-colour = Una vez conocido el triunfo, el palo de triunfo tiene { $trumps } cartas: sus { $count }{ $jokers ->
    [none] {" "}y{" "}
   *[other] ,{" "}
 }{ FORM($rank, "the") } del otro palo del mismo color (picas y tréboles, corazones y diamantes){ $named ->
    [yes] , { $joined }
   *[no] {""}
 }{ $jokers ->
    [two] {" "}y los dos comodines
    [one] {" "}y el comodín
   *[none] {""}
 }. Orden de los triunfos, de mayor a menor: { JOIN($order, ", ", ", ") }. { CAP($joined) } es triunfo a todos los efectos y deja de ser una carta de su palo de origen, que se queda con { $fewer } cartas y sin { $rank }. Las cartas de los demás palos conservan el orden de la baraja.
trump-order-run = { JOIN(FORM($ranks, "short"), ", ") }{ $note }
trump-order-below = {" "}({ FORM($rank, "article") } { $title })
trump-order-jokers = { $jokers ->
    [level] los dos comodines (iguales)
    [two] el comodín alto, el comodín bajo
   *[one] el comodín
 }
