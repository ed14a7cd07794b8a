### The numbered rules of the auction's special bids, the turned-up trump and the play.
### Planned in backends/rulebook/sentences.py. $role: pitcher, or maker (the high bidder
### who names trump); $sides: yes where sides score; $side: left or right; $note: the
### implementers' note that ends a rule (rule-note), or nothing; a rule's number in
### brackets ($rule, $play, $gift, $run) is a link to the rule it cites.

# Who plays the contract, as a rule names them
rule-role = { $role ->
    [maker] maker
   *[pitcher] pitcher
 }

rule-sale = There is no dealer's privilege: the seller decides instead. Selling, the seller scores the high bid at once, which can win the game before a card is played, and the highest bidder pitches, bound to make the bid. Refusing, the seller pitches, bound to make the high bid.{ $note }
note-sale = the seller's answer is `sell` or `refuse`
# $rank: the card (rank, its .a form: "an ace"); $least: the lowest bid allowed
rule-forced-bid = Forced bid: a player holding { FORM($rank, "a") } and another card of its suit may not pass, nor bid less than { $least }, until someone has bid { $least } or more.
# $play: the rule of the play
rule-stand = Standing, eldest accepts the turned-up suit: it is trump, and the play begins ({ $play }).
# $gift and $run: the rules of the dealer's two answers
rule-beg = Begging, eldest refuses the turned-up suit, and the dealer answers: give the gift ({ $gift }) or run the cards ({ $run }).{ $note }
note-beg = the dealer's answer is `give` or `run`
# $rule: the rule that says where the discards go
rule-discards-out = Discarded cards are out of play ({ $rule }).

## The lead and the tricks

# $auction: no where the pitcher is simply the player on the dealer's $side; $joker: yes
# where a pitched joker makes the suit $trump trump
rule-pitch = The { $auction ->
    [no] pitcher (the player { $side ->
        [right] right
       *[left] left
    } of the dealer)
   *[yes] pitcher
 } leads to the first trick; the suit of that card (the "pitch") is trump for the hand.{ $joker ->
    [yes] {" "}If the pitch is the joker, { $trump } are trump.
   *[no] {""}
 }
rule-first-lead = Eldest leads to the first trick.
# $joined: the card of trump's colour that joins trump (joined-card)
rule-card-suits = In the play every card belongs to its printed suit, except { $joined }, which belongs to the trump suit only.
# $ordered: yes where $order (a rule) gives the trumps' order; $only: yes where only
# trumps are played ($rule: that rule)
rule-winning-tricks = A trick is won by the highest trump in it{ $ordered ->
    [yes] {" "}(in the order of { $order })
   *[no] {""}
 }{ $only ->
    [yes] . Its winner leads to the next trick, or, with no trump left, the next player who holds one does ({ $rule }).
   *[no] {" "}or, if it holds no trump, by the highest card of the suit led. The winner leads to the next trick, any card.
 }
rule-no-undertrump = When a plain suit is led, no player may play a trump lower than a trump already in the trick (undertrump), unless they hold nothing but trumps or have no other card they may play.
# $countdown: yes where scores count down to 0 (else up to $target)
rule-gift-limit = The dealer may not give when the gift would bring a { $sides ->
    [yes] side
   *[no] player
 } that receives it { $countdown ->
    [yes] down to 0
   *[no] to the target ({ $target })
 }; the dealer must then run the cards.
# How many tricks a hand has. $kind: trumps (only trumps are played, $rule: at most
# $tricks), drawn (the stock is drawn from: $drawn, drawn-tricks listed), runs ($tricks,
# and $more for each run, $rule), one, all ($tricks)
rule-all-tricks = { $kind ->
    [trumps] The hand ends when no player holds a trump ({ $rule }): it has as many tricks as the most trumps any player holds at the first lead, { FORM($tricks, "words") } at most.
    [drawn] The hand lasts until every card of the pack has been played: { JOIN($drawn, " and ") }.
    [runs] Every card held is played: { FORM($tricks, "words") } { $tricks ->
        [one] trick
       *[other] tricks
    }, and { FORM($more, "words") } more for each time the cards are run ({ $rule }).
    [one] The one trick is played.
   *[all] All { FORM($tricks, "words") } tricks are played.
 }
# $tricks tricks with $players players
drawn-tricks = { FORM($tricks, "words") } { $tricks ->
    [one] trick
   *[other] tricks
 } with { FORM($players, "words") } players
rule-trumps-only = Only trumps are played. A trick is one trump from each player still holding one, in turn { rule-way } from the leader. A player with no trump left drops out of the hand ("goes cold"): they play no more cards, and the cards they still hold, none of them a trump, are never played. The winner of a trick leads to the next; a winner with no trump left passes the lead to the first player on their { $side ->
    [right] right
   *[left] left
 } who holds one. The hand ends when nobody holds a trump.
# $up: yes where the stock lies face up
rule-drawing = After each trick the winner draws the top card of the stock, then each other player in turn, { rule-way }, until the stock is gone. The stock lies { $up ->
    [yes] face up: everyone sees the card to be drawn next
   *[no] face down: no one sees the card to be drawn next
 }.
