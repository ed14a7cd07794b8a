### The worked example: one hand played by the rules module, told as it happened.
###
### $who is a player's name (or a side's names, listed); $g its grammatical gender:
### f, m, or, for several players, fp (all women) or mp. English ignores it. $cite is a
### link to a rule in parentheses, or nothing.

teach-hands-at-play = The hands when the play begins
# $bids: yes where the variant has an auction
teach-example-intro = { $bids ->
    [yes] One hand, dealt and played by these rules: every card, bid and point below is what the rules module made of it.
   *[no] One hand, dealt and played by these rules: every card and point below is what the rules module made of it.
 }

example-game-to = to { $target }
example-game-down = counted down from { $target } to 0
# $players: everyone, listed; $eldest: the player the turn passes to from the dealer, on the
# dealer's $side, $eldestg that player's gender; $first: bid where there is an auction (that player bids first), else play;
# $seating: opposite, alternate (partners) or none; $game: example-game-*; $scores: listed;
# $ends: yes where the hand ends the game
example-setting = { $players } play; { $dealer } deals, and { $eldest } sits on the dealer's { $side ->
    [right] right
   *[left] left
 }, first to { $first ->
    [bid] bid
   *[play] play
 }{ $seating ->
    [opposite] , partners sitting opposite
    [alternate] , partners sitting alternately
   *[none] {""}
 }. It is late in a game { $game }, and the scores stand at { $scores }. { $ends ->
    [yes] Here is the hand that ends it.
   *[no] Here is its next hand.
 }
# A player's or a side's score: "Anna 5", "Anna and Clara −2"
example-score = { $who } { $score }

example-pass = { $who } passes.
example-bid = { $who } bids { $bid }.
example-sell = { $who } sells the pitch for { $price }.
example-refuse = { $who } refuses { $price } and keeps the pitch.
example-leads-first = { $who } leads to the first trick.
example-pitches-free = { $who } pitches, with no contract.
example-contract = { $who } is the { $role ->
    [maker] maker
   *[pitcher] pitcher
 }, with a bid of { $bid }{ $cite }.
example-privilege = { $who }, the dealer, takes the contract at { $bid }: the dealer's privilege{ $cite }.
example-set-aside = The next card turned up, { $card }, is of the same suit: it is set aside.
example-turn-up = { $who } turns up { $card }.
example-stand = { $who } stands: the suit turned up is trump.
example-beg = { $who } begs{ $cite }.
example-give = { $who } gives a point rather than run the cards.
example-run = { $who } runs the cards: more cards to each player, and a new turn-up{ $cite }.
example-name-trump = { $who } names { suit-name } trump{ $cite }.
example-trump-is = { suit-title } are trump.
# $cards: the cards the run gave each player (example-run-cards), in parts
example-run-dealt = The run: { $cards }.
example-run-cards = { $who } { $cards }
# $moves: example-exchange for each player, in parts; $drew: yes where someone drew
example-exchanges = { $drew ->
    [yes] Discards and draws
   *[no] Discards
 }: { $moves }.
# $out: cards discarded; $drew: cards drawn; $order: drew-first (the dealer robbing the
# pack) or discarded-first
example-exchange = { $drew ->
    [0] { $who } discards { $out }
   *[other] { $order ->
        [drew-first] { $who } draws { $drew } and discards { $out }
       *[discarded-first] { $who } discards { $out } and draws { $drew }
    }
 }

## The tricks: the first ones card by card, with what a card shows; the others in a line.

# $lead: the first card (example-lead); $rest: the others (example-play), listed
example-trick = Trick { $number }: { $lead }; then { $rest }. { $winner } wins it{ $cite }.
example-lead = { $who } leads { $card }{ $note }
example-trick-short = Trick { $number }: { $plays }; { $winner } wins.
example-play = { $who } { $card }{ $note }
note-pitch = { " " }(the pitch: { suit-name } are trump)
note-trumps = { " " }(trumps, though able to follow)
note-void-trumps = { " " }(trumps, having none of the suit led)
note-void = { " " }(has none of the suit led)
note-no-trumps = { " " }(has no trump)

## The points: who scores each, and why. $title: the point's name; $to: who scores it;
## $worth: example-worth or nothing.

example-point = **{ $title }**{ $cite }: { $why } → { $to }{ $worth }.
example-point-bare = **{ $title }**{ $cite } → { $to }{ $worth }.
example-no-one = no one
example-worth = { " " }({ $value } points)
## Why a point went where it did. $card: the card; $what: why-highest, why-lowest or
## why-card; $how: highest, lowest or card (what $what names); $rank: the card's rank
## (joker for a joker), which a participle may agree with

why-highest = the highest trump in play is { $card }
why-lowest = the lowest trump in play is { $card }
why-card = { $card }
why-discarded = { $what }, discarded by { $who }: not in play
why-unplayed = { $what }, held by { $who } but never played
why-nowhere = { $what }, in no player's hand: not in play
# $relation: holder (dealt it), held (held it when the play began), capturer, player
why-credited = { $what }, { $relation ->
    [held] held by { $who } when the play begins
    [capturer] taken by { $who }
    [player] played by { $who }
   *[holder] dealt to { $who }
 }
## The count. $totals: each side's count, listed; $tie: none, level (no one scores),
## pitcher, eldest

why-count = counting cards taken: { $totals }{ $tie ->
    [level] ; a tie
    [pitcher] ; a tie, to the pitcher
    [eldest] ; a tie, to eldest
   *[none] {""}
 }
why-turned-up = the turn-up is { $card }
why-gift = the dealer's gift

## The contract, the scores, the game, the chips.
## $side: the pitcher's side (its players' names), $sideg its gender; $team: yes in
## partnerships

example-made = { $who } bid { $bid }{ $team ->
    [yes] , and { $side }
   *[no] {" "}and
 } made { $points }: the bid is made{ $cite }.
example-set = { $who } bid { $bid }{ $team ->
    [yes] , but { $side }
   *[no] {" "}but
 } made only { $points }: set back { $bid }, from { $before } to { $after }{ $cite }.
# $made: each side's points, listed; $scored: example-level or example-gain
example-difference-made = { $who } bid { $bid }; points made: { $made }. The bid is made, and the side with more points scores the difference: { $scored }{ $cite }.
example-difference-set = { $who } bid { $bid }; points made: { $made }. The bid is not made: { $scored }{ $cite }.
example-level = the points are level: no one scores
example-gain = { $who } { $team ->
    [yes] score
   *[no] scores
 } { $gain }
example-scores = Scores after the hand: { $scores }.

## The end of the hand

example-goes-on = No one has reached the target: the game goes on.
## Who won. $winner: the side that won, $g its gender; $reached: the sides at the target
## (listed, or "both sides"), $reachedg their gender; $pg: the pitcher's gender

example-won-target = { $winner } alone reached the target and { $team ->
    [yes] win
   *[no] wins
 } the game{ $cite }.
example-won-pitcher-first = { $reached } reached the target; the { $role ->
    [maker] maker
   *[pitcher] pitcher
 } made the bid and counts out first: { $winner } { $team ->
    [yes] win
   *[no] wins
 } the game{ $cite }.
example-won-count-out = { $reached } reached the target in the same hand; crediting the points one by one in order, { $winner } got there first and { $team ->
    [yes] win
   *[no] wins
 }{ $cite }.
example-won-higher = { $reached } reached the target: the higher score wins, { $winner }{ $cite }.
example-won-at-once = A point scored during the play brought { $winner } to the target: the game ends at once{ $cite }.
example-won-going-out = The points already certain made the bid and brought { $winner } to the target during the play: { $winner } { $team ->
    [yes] go
   *[no] goes
 } out, and the game ends at once{ $cite }.
example-won = { $winner } { $team ->
    [yes] win
   *[no] wins
 } the game{ $cite }.
## $net: each player's chips, listed

example-payouts = Settlement in chips{ $cite }: { $net }.
