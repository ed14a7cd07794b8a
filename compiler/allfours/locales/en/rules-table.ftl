### The numbered rules of section 1: the players, the seats, the sides, the pack. Planned in
### backends/rulebook/sentences.py. $side: left or right, the way the turn goes from the
### dealer; $note: the implementers' note that ends a rule (rule-note), or nothing.

## The seat numbering, for the implementers' note

# The seats and the way the turn goes
seat-numbering = seats are numbered 0 to n-1 clockwise, so the player on the dealer's { $side ->
    [right] right
   *[left] left
 } is seat (dealer { $side ->
    [right] -
   *[left] +
 } 1) mod n
# At the table sizes $lone (listed), each seat is a side; $partnered: yes where other
# sizes play in partnerships
seat-numbering-lone = { $partnered ->
    [yes] with { FORM($lone, "words") } players{" "}
   *[no] {""}
 }each seat is a side of its own, numbered as the seat
# With $players, the sides: $sides, each a seat-numbering-side; $lone: yes where other
# sizes play alone
seat-numbering-sides = { $lone ->
    [yes] with { FORM($players, "words") }, { $sides }
   *[no] { $sides }
 }
# Side $side is the seats $seats (listed); $first: yes for the first side named
seat-numbering-side = side { $side } is seats { $seats }

## The rules

# $kind: alone (each for themselves), partners (in partnerships at every size), mixed;
# $counts: the table sizes (listed), $span: yes where they run from $least to $most;
# $alone and $partnered: the sizes that play so (listed); $sides partnerships of $size;
# $shared: yes where this rule says that partners share a score
rule-players = { $kind ->
    [partners] { rule-players.how-many } players in { rule-players.partnerships }.{ rule-players.shared }
    [mixed] { rule-players.how-many } players: { FORM($alone, "words") } each playing for themselves, { FORM($partnered, "words") } in { rule-players.partnerships }.{ rule-players.shared }
   *[alone] { rule-players.how-many } players, each playing for themselves.
 }
    .how-many = { $span ->
        [yes] { CAP(FORM($least, "words")) } to { FORM($most, "words") }
       *[no] { CAP(FORM($counts, "words")) }
    }
    .partnerships = { FORM($sides, "words") } partnerships of { FORM($size, "words") }, partners sitting { $size ->
        [2] opposite each other
       *[other] alternately
    }
    .shared = { $shared ->
        [yes] {" "}Partners share one score; what either wins counts for their side.
       *[no] {""}
    }
# $eldest: yes where the rulebook names eldest; what goes round the table: $bidding,
# $running (running the cards), $discarding, each yes or no
rule-seats = { $eldest ->
    [yes] The turn passes to the { rule-seats.side }: { LIST(rule-seats.deal, rule-seats.bidding, rule-seats.running, rule-seats.discards, rule-seats.play) } go { rule-seats.way }. The player on the dealer's { rule-seats.side } is the eldest hand ("eldest").{ $note }
   *[no] { CAP(LIST(rule-seats.play, rule-seats.bidding, rule-seats.discards, rule-seats.deal)) } { $bidding ->
        [yes] all go
       *[no] { $discarding ->
            [yes] all go
           *[no] go
        }
    } { rule-seats.way }: the turn always passes to the player on the { rule-seats.side }.{ $note }
 }
    .side = { $side ->
        [right] right
       *[left] left
    }
    .way = { $side ->
        [right] counter-clockwise
       *[left] clockwise
    }
    .deal = the deal
    .bidding = { $bidding ->
        [yes] { $eldest ->
            [yes] the bidding
           *[no] bidding
        }
       *[no] {""}
    }
    .running = { $running ->
        [yes] running the cards
       *[no] {""}
    }
    .discards = { $discarding ->
        [yes] the discards
       *[no] {""}
    }
    .play = { $eldest ->
        [yes] the play
       *[no] play
    }
# $mix: lone (each player a side), partnered (each partnership), both (at different sizes:
# $lone and $partnered, listed)
rule-the-sides = Points, scores and the game are won by sides: { $mix ->
    [both] with { FORM($lone, "words") } players, each player is a side of their own; with { FORM($partnered, "words") } players, each partnership is a side
    [lone] each player is a side of their own
   *[partnered] each partnership is a side
 }.{ $mix ->
    [lone] {""}
   *[other] {" "}Partners share one score; what either wins counts for their side.
 }{ $note }
# $full: yes for all 13 ranks (else a pack of $size cards down to the rank $lowest);
# $jokers: how many; $ranks: the ranks, high to low; $courts: the ranks A, K, Q, J among them
rule-pack = { $full ->
    [yes] One standard 52-card pack
   *[no] One { $size }-card pack: each suit from the ace down to the { $lowest }
 }{ $jokers ->
    [0] , no jokers
    [1] , and one joker
   *[other] , and { FORM($jokers, "words") } jokers, a high one and a low one
 }. Rank in every suit, high to low: { JOIN(FORM($ranks, "short"), " ", " ") }.
rule-card-codes = Cards are named by rank and suit: the ace of spades, the ten of diamonds, the two of clubs.{ $note }
# $jokers: none, one (JK) or two (HJ and LJ)
note-card-codes = a card is written as its rank, `A K Q J T 9 8 7 6 5 4 3 2`, followed by its suit, `S H D C`: `AS`, `TD`, `2C`{ $jokers ->
    [two] ; the high joker is `HJ` and the low joker `LJ`
    [one] ; the joker is `JK`
   *[none] {""}
 }
# $point: the point's name (bold); $rule: its rule; $values: each card's value (counting-card)
rule-counting-cards = The counting cards for { $point } ({ $rule }): { JOIN($values, ", ") }; every other card counts 0.
# A counting card: its $rank and its $value
counting-card = { $rank } { $value }

## A card of trump's colour that joins trump (Cinch's Left Pedro)

# The card: its point's name $title where $named is yes, else by its $rank
joined-card = { $named ->
    [yes] the { $title }
   *[no] the { $rank } of the same colour
 }
# The trump suit once trump is known: $trumps cards, its own $count ($fewer without the
# joined card's rank $rank), the joined card $joined ($named: yes where a point names it),
# $jokers: none, one or two among the trumps; $order: the trump order, high to low (its
# parts: trump-order-run, the joined card, trump-order-jokers)
rule-same-colour = Once trump is known, the trump suit has { $trumps } cards: its own { $count }{ $jokers ->
    [none] {" "}and{" "}
   *[other] ,{" "}
 }the { $rank } of the other suit of the same colour (spades and clubs, hearts and diamonds){ $named ->
    [yes] , { $joined }
   *[no] {""}
 }{ $jokers ->
    [two] , and the two jokers
    [one] , and the joker
   *[none] {""}
 }. Trumps rank, high to low: { JOIN($order, ", ", ", ") }. { CAP($joined) } is a trump for every purpose and no longer a card of its printed suit, which has { $fewer } cards and no { $rank }. The cards of the other suits rank as in the pack.
# Ranks in a row of the trump order ($ranks, listed), and $note: trump-order-below or nothing
trump-order-run = { JOIN(FORM($ranks, "short"), " ", " ") }{ $note }
# After the trump the joined card ranks just below: its point's name $title (its $rank)
trump-order-below = {" "}(the { $title })
# The jokers in the trump order: $jokers one, two, or level (two that rank alike)
trump-order-jokers = { $jokers ->
    [level] the two jokers (alike)
    [two] the high joker, the low joker
   *[one] the joker
 }
