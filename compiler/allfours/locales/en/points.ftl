### The names of the points of a hand, by the id a variant file gives them.

# $point: the point's id; $name: the id as its author wrote it (Markdown-escaped), for a
# point this catalog does not name
point-name = { $point ->
    [high] High
    [low] Low
    [jack] Jack
    [game] Game
    [joker] Joker
    [turned_jack] Turned jack
    [gift] Gift
    [kick] Kick
    [ace] Ace
    [king] King
    [queen] Queen
    [big_don] Big don
    [small_don] Small don
    [big_phat] Big phat
    [little_phat] Little phat
    [muck] Muck
    [nines] Nines
    [fives] Fives
    [nine] Nine
    [five] Five
    [right_bower] Right bower
    [left_bower] Left bower
    [right_pedro] Right Pedro
    [left_pedro] Left Pedro
    [pedro] Pedro
    [sancho] Sancho
    [dom] Dom
    [off_jack] Off-jack
    [high_joker] High joker
    [low_joker] Low joker
    [slam] Slam
    [trey] Trey
   *[other] { $name }
 }
