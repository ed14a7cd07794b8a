### Los nombres de los puntos de una mano, por el id que les da el archivo de la variante.

point-name = { $point ->
    [high] Alto
    [low] Bajo
    [jack] Jota
    [game] Juego
    [joker] Comodín
    [turned_jack] Jota de muestra
    [gift] Regalo
    [kick] Muestra
    [ace] As
    [king] Rey
    [queen] Reina
    [big_don] Don grande
    [small_don] Don pequeño
    [big_phat] Phat grande
    [little_phat] Phat pequeño
    [muck] Muck
    [nines] Nueves
    [fives] Cincos
    [nine] Nueve
    [five] Cinco
    [right_bower] Jota derecha
    [left_bower] Jota izquierda
    [right_pedro] Pedro derecho
    [left_pedro] Pedro izquierdo
    [pedro] Pedro
    [sancho] Sancho
    [dom] Dom
    [off_jack] Jota del mismo color
    [high_joker] Comodín alto
    [low_joker] Comodín bajo
    [slam] Capote
    [trey] Tres
   *[other] { $name }
 }
