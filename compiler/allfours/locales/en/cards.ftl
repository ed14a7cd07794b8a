### Cards in words, by their codes: a rank is a letter (A K Q J T 9 ... 2), a suit one of
### S H D C, a joker JK alone, or HJ and LJ, the high and the low one of two.

rank-name = { $rank ->
    [A] ace
    [K] king
    [Q] queen
    [J] jack
    [T] ten
    [9] nine
    [8] eight
    [7] seven
    [6] six
    [5] five
    [4] four
    [3] three
   *[2] two
 }
# A rank where values are listed: the ten in digits, the others by their letter.
rank-short = { $rank ->
    [T] 10
   *[other] { $rank }
 }
# A rank as a rule names it ($rank: its code), with the forms the rules ask for: .short,
# where ranks are listed ("A K Q J 10 9"); .a, with its article ("an ace").
rank = { rank-name }
    .a = { $rank ->
        [A] an
        [8] an
       *[other] a
    } { rank-name }
    .short = { rank-short }
# A counting card's value: "10 = 10", "A = 4"
card-value = { rank-short } = { $value }

## What a point is about (the glossary's definitions)

card-highest-trump = the highest trump in play
card-lowest-trump = the lowest trump in play
card-of-trumps = the { rank-name } of trumps
card-same-colour = the { rank-name } of the other suit of trump's colour
card-joker = { $joker ->
    [HJ] the high joker
    [LJ] the low joker
   *[JK] the joker
 }
card-each-plain = each { rank-name } of a plain suit, on its own
# $values: the counting cards' values, listed
card-most-count = the highest total of counting cards taken in tricks ({ $values }; other cards 0)
# $values: the ranks that score when turned up, and what each scores
card-turned-up = the card turned up for trump, to the dealer's side, by its rank: { $values }
card-every-trick = taking every trick of the hand (a slam)
card-gift = the point the dealer gives to a player who begs, rather than run the cards

## Cards in the worked example

# $suit: S, H, D or C
suit-name = { $suit ->
    [S] spades
    [H] hearts
    [D] diamonds
   *[C] clubs
 }
suit-title = { $suit ->
    [S] Spades
    [H] Hearts
    [D] Diamonds
   *[C] Clubs
 }
# A card: $rank and $suit, or, for a joker, $rank "joker" and $joker its code
card-name = { $rank ->
    [joker] { card-joker }
   *[other] the { rank-name } of { suit-name }
 }
