### The teaching parts of a rulebook page: the game in brief, the table rules, the
### glossary, and the headings around the example.
###
### Markdown: **bold**, links and lists are kept as they are. Variables that hold a
### point's name ($points, $early) arrive already in bold.

teach-brief = The game in brief
teach-example = An example hand
teach-hands = The hands dealt
teach-points = The points of the hand
teach-player = Player
teach-jokers = Jokers
teach-table-rules = Table rules
teach-table-rules-badge = Table rules: for players to adopt
teach-table-rules-note = These rules for the mistakes people make come from the historical sources of the family (Hoyle-style rules). They replace section 9, where a mistake is simply put right; the rules module does not play them. Agree on them before the game.
teach-glossary = Glossary
teach-both-sides = both sides

## The game in brief: an opening paragraph, then "How a hand goes" in numbered steps.
## $who: player, side, or player-or-side (some tables play in partnerships)

brief-players = { $count } players
brief-players-range = { $min } to { $max } players
brief-partners-two = { " " }in two partnerships, partners sitting opposite
brief-partners-many = { " " }in { $sides } partnerships
brief-goal-score = to be the first { $who ->
    [side] side
    [player-or-side] player or side
   *[player] player
 } to score { $target } points
brief-goal-count-down = to be the first { $who ->
    [side] side
    [player-or-side] player or side
   *[player] player
 } to count down from { $target } to 0
# $players: brief-players; $partners: brief-partners-* or nothing; $goal: brief-goal-*;
# $stake: the points at stake; $points: their names, listed
brief-opening = A game of the All Fours family for { $players }{ $partners }. The object is { $goal }. Each hand puts points at stake, { $stake } in all: { $points }.
brief-all-fours = These are the "all fours" the family is named for.
brief-early = Before the play, { $early } may also be scored.
brief-how = How a hand goes:
brief-deal = The dealer deals { $cards } cards to each player.
# $side: left or right, where the turn passes from the dealer; $run: the cards a run deals
brief-turn-up-beg = The dealer turns up a card for trump. The player { $side ->
    [right] right
   *[left] left
 } of the dealer stands (keeps that trump) or begs; to a beg, the dealer either gives a point to each opponent (to each other side, in partnerships), and the trump stands, or deals { $run } more cards to everyone and turns up a new trump.
brief-turn-up = The dealer turns up a card: its suit is trump.
brief-top-of-stock = The top card of the rest of the pack (the stock) is turned up: its suit is trump. After each trick, each player draws a card from the stock.
brief-sell = The player { $side ->
    [right] right
   *[left] left
 } of the dealer may sell the right to pitch to the other players for points, or keep it.
brief-bid = The players bid, from { $min } to { $max }, for the right to choose trump: the highest bidder must then make at least that many points.
brief-name-trump = The highest bidder names trump.
# How the hands are made up once trump is named. $robber: who takes the rest of the stock
# (dealer, pitcher: the highest bidder, none); $keep: the hand size; $most: the most cards
# a player may discard
brief-discard-plain = { $robber ->
    [none] Each player discards every card that is not a trump (and any trumps beyond { $keep }) and is dealt back up to { $keep } cards.
    [pitcher] Everyone but the highest bidder discards every card that is not a trump (and any trumps beyond { $keep }) and is dealt back up to { $keep } cards; the highest bidder then takes the rest of the stock and keeps { $keep }.
   *[dealer] Everyone but the dealer discards every card that is not a trump (and any trumps beyond { $keep }) and is dealt back up to { $keep } cards; the dealer then takes the rest of the stock and keeps { $keep }.
 }
brief-discard-any = { $robber ->
    [none] Each player may discard up to { $most } cards of their choice, trumps too, and is dealt as many again.
    [pitcher] Everyone but the highest bidder may discard up to { $most } cards of their choice, trumps too, and is dealt as many again; the highest bidder then takes the rest of the stock and keeps { $keep }.
   *[dealer] Everyone but the dealer may discard up to { $most } cards of their choice, trumps too, and is dealt as many again; the dealer then takes the rest of the stock and keeps { $keep }.
 }
brief-discard-up-to = { $robber ->
    [none] Each player may discard up to { $most } cards that are not trumps and is dealt as many again.
    [pitcher] Everyone but the highest bidder may discard up to { $most } cards that are not trumps and is dealt as many again; the highest bidder then takes the rest of the stock and keeps { $keep }.
   *[dealer] Everyone but the dealer may discard up to { $most } cards that are not trumps and is dealt as many again; the dealer then takes the rest of the stock and keeps { $keep }.
 }
# $kitty: each (a packet dealt face down to each player), bidder (one kitty, to the highest
# bidder), seen (that kitty, taken before trump is named) or none; $cards: the kitty's cards; $plain: yes where trumps go last
brief-discard-down = { $kitty ->
    [each] Each player takes the { $cards } cards dealt face down to them, then discards down to { $keep } cards.
    [bidder] The highest bidder takes the { $cards } cards of the kitty; then each player discards down to { $keep } cards.
    [seen] The highest bidder has taken the { $cards } cards of the kitty and discarded down to { $keep } cards before naming trump; then each other player discards down to { $keep } cards.
   *[none] Each player discards down to { $keep } cards{ $plain ->
        [yes] , cards that are not trumps first
       *[no] {""}
    }.
 }
# $leader: who leads first: bidder (the highest bidder), left-of-bidder, or the player
# left or right of the dealer
brief-pitch = { $leader ->
    [bidder] The highest bidder
    [left-of-bidder] The player left of the highest bidder
    [right] The player right of the dealer
   *[left] The player left of the dealer
 } leads (pitches) the first card: its suit is trump for the hand.
brief-lead = { $leader ->
    [bidder] The highest bidder
    [left-of-bidder] The player left of the highest bidder
    [right] The player right of the dealer
   *[left] The player left of the dealer
 } leads to the first trick.
# $rule: a link to the rule of following suit, in parentheses, or nothing
brief-tricks = Each player plays a card to each trick, following suit or trumping as the rules of the play say{ $rule }; the highest trump, or the highest card of the suit led, wins the trick, and its winner leads the next.
brief-score = When the cards are played, the points above are scored.
brief-set-back = If the highest bidder made fewer points than the bid, that player is set back: the bid is taken off their score, which may go below zero (in the hole).
brief-others-score = If the highest bidder made fewer points than the bid, the other side scores instead.

## The table rules: what the historical sources say of mistakes.

table-first-deal = **The first deal.** The players cut the pack; the highest card deals first, ace high (Bicycle). Some tables cut for the lowest.
table-misdeal = **Misdeal, exposed card.** A card exposed in dealing, or a player dealt the wrong number of cards, is a misdeal if it is noticed before the first card is played: a new deal may be demanded, and the same dealer deals again (1911 Britannica; Bicycle). Some tables pass the deal instead and give the other side a point (Seven-Up, Trinidad).
# $revoke: table-revoke-bidding or table-revoke-no-bids
table-revoke = **Revoke.** A player who does not follow suit when able and required to revokes; when it is found, { $revoke }.
# $role: pitcher, or maker (who names trump)
table-revoke-bidding = the offender is set back the amount of the bid (or scores nothing for the hand), and the { $role ->
    [maker] maker
   *[pitcher] pitcher
 } cannot be set back in a hand in which another player revoked (1911 Britannica; Foster)
# $total: every point of a hand; where only one side scores a hand, nobody is set back
table-revoke-difference = the offending side scores nothing for the hand and the other side scores all { $total } points (a usual agreement: the sources give no penalty for a game whose scores never go down)
table-revoke-no-bids = the other side scores one point, or, at some tables, the game (English and Trinidad rules)
table-out-of-turn = **Playing out of turn.** The sources give no rule; the usual practice: a card played out of turn is taken back if it is noticed before the trick is complete, with the cards played after it. Once the trick is turned, it stands.
table-wrong-score = **A wrong score.** Points scored that were not won are taken down, and the other side scores a penalty agreed beforehand (Cassell's).

## The glossary: each term, and its meaning as the attribute .means

glossary-dealer = Dealer
    .means = the player who deals the hand; the deal passes on after each hand.
glossary-trick = Trick
    .means = one card from each player, in turn; the best card wins it.
glossary-lead = Lead
    .means = the first card of a trick; the winner of a trick leads the next.
glossary-follow-suit = Follow suit
    .means = play a card of the suit led.
glossary-trump = Trump
    .means = the suit chosen for the hand: any trump beats any card of another suit.
glossary-bid = Bid
    .means = the number of points a player undertakes to make.
glossary-maker = Maker
    .means = the highest bidder, who names trump and leads first.
glossary-pitcher = Pitcher
    .means = the player who won the auction and leads first.
glossary-pitch = Pitch
    .means = the first card led, whose suit is trump.
glossary-set-back = Set back
    .means = to lose the amount of the bid for failing to make it.
glossary-in-the-hole = In the hole
    .means = with a score below zero.
# $bid: the smudge's bid
glossary-smudge = Smudge
    .means = a bid of { $bid }, the top bid.
glossary-eldest = Eldest
    .means = the player the turn passes to from the dealer, first to act.
glossary-stand = Stand
    .means = to accept the suit turned up as trump.
glossary-beg = Beg
    .means = to ask the dealer for a point or a new trump suit.
glossary-run = Run the cards
    .means = to deal more cards to everyone and turn up a new trump.
glossary-count-out = Count-out
    .means = deciding who wins when more than one reaches the target in the same hand, by crediting the hand's points in a fixed order.
# A point's entry. $what: what it is about (card-* in cards.ftl); $credit: holder, capturer,
# player, most (the highest total) or before-play; $held: dealt, played or kept (when a
# card's holder counts: as dealt, as played, as held when the play begins); $value: its worth
glossary-point = the point for { $what }{ $credit ->
    [holder] { $held ->
        [played] , to the player who held and played it
        [kept] , to the player holding it when the play begins
       *[dealt] , to the player dealt it
    }
    [capturer] , to the player who takes it in a trick
    [player] , to the player who plays it
    [before-play] , scored before the play
   *[most] {""}
 }{ $value ->
    [1] {""}
   *[other] ; it is worth { $value } points
 }.

# A point scored before the play: $what is its whole definition (card-turned-up, card-gift)
glossary-point-before-play = { $what }; it is scored before the play.
