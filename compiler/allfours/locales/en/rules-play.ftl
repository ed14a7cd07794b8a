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
# A pitch that does not make trump plain. $joker: none, one or two jokers that make no
# suit of their own trump when pitched; $joined: yes where a card of rank $rank (its .a
# form: "a jack") may be $card, the trump of the same colour (joined-card)
rule-declared-pitch = When the pitch does not make trump plain, the pitcher declares trump at once, before anyone plays to the trick; that suit is trump for the hand.{ $joker ->
    [one] {" "}If the pitch is the joker, the pitcher may declare any suit.
    [two] {" "}If the pitch is a joker, high or low, the pitcher may declare any suit.
   *[none] {""}
 }{ $joined ->
    [yes] {" "}If the pitch is { FORM($rank, "a") }, the pitcher declares its own suit or the other suit of its colour, since it may be { $card }.
   *[no] {""}
 }{ $note }
note-declared-pitch = the declaration is the pitcher's next step after the card: `name S`, `name H`, `name D` or `name C`, one of the suits the card may make trump
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
# Following a trump lead. $kind: first (the first trick is always a trump lead), trumps
# (only trumps are played, $rule), joined (a card of trump's colour, $joined, is a trump;
# $named: yes; $rank: its rank), plain; $joker: yes where the joker is the lowest trump;
# $jokers: none, or one, two or level (two that rank alike; the one played $level wins),
# placed just above the trump $above
rule-trump-lead = { $kind ->
    [first] When trump is led, each player must play a trump if able (the first trick is always a trump lead).{ trump-lead-joker }
    [trumps] Every card led and played is a trump ({ $rule }){ $named ->
        [yes] , { $joined } among them
       *[no] {""}
    }: every lead is a trump lead, and each player in the trick plays a trump of their choice.{ $joker ->
        [yes] {" "}The joker is a trump, the lowest of all, whatever suit is trump.
       *[no] {""}
    }
    [joined] When trump is led ({ $joined } included), each player must play a trump if able, else any card; a card of the suit printed on { $joined } does not follow it.{ trump-lead-joker }
   *[plain] When trump is led, each player must play a trump if able, else any card.{ trump-lead-joker }
 }{ $jokers ->
    [one] {" "}The joker is a trump, whatever suit is trump: it ranks just above the { $above } of trumps.
    [level] {" "}The high and the low joker are trumps, whatever suit is trump: they rank just above the { $above } of trumps, and alike, so that when both are in one trick the one played { $level ->
        [first] first
       *[later] later
    } beats the other.
    [two] {" "}The high and the low joker are trumps, whatever suit is trump: they rank just above the { $above } of trumps, the high joker above the low one.
   *[none] {""}
 }
trump-lead-joker = { $joker ->
    [yes] {" "}The joker is a trump, the lowest of all, whatever suit is trump: it follows a trump lead like any other trump, and on a plain lead it may be played wherever a trump may be.
   *[no] {""}
 }
# Following a plain lead. $trump: yes where a player holding the suit led may trump
# instead; $void: any_card, or must_trump (a player holding none of it must play a trump
# if able); $named: yes where a card of trump's colour, $joined, is a trump
rule-plain-lead = When a plain suit is led, a player who holds that suit must { $trump ->
    [yes] play either that suit or a trump (trumping is allowed even when able to follow). A player who holds none of the led suit { $void ->
        [any_card] may play any card
       *[must_trump] must play a trump if able, else any card
    }.
   *[no] play it. A player who holds none of the led suit { $void ->
        [any_card] may play any card, a trump included
       *[must_trump] must play a trump if able, else any card
    }.
 }{ $named ->
    [yes] {" "}Holding { $joined } is not holding its printed suit.
   *[no] {""}
 }

# A renege allowed, with a penalty. $rules: the follow rules a renege breaks (listed),
# $count: how many; $points: what each opponent scores for a renege, $trumps: for one on a
# trump lead; $kind: plain (the same penalty everywhere), trumps (another on a trump
# lead), ten (that one only where the reneger still holds a trump of the ten or higher);
# $sides: yes in partnerships
rule-renege = A player holding the suit led may still play a card that { $rules } { $count ->
    [one] forbids
   *[other] forbid
 }: that is a renege. The card stands and the play goes on. Every renege is found when the hand ends, and { $sides ->
    [yes] each side but the reneger's
   *[no] each player but the reneger
 } then scores { $points } { $points ->
    [one] point
   *[other] points
 } for it{ $kind ->
    [trumps] , or { $trumps } for a renege on a trump lead
    [ten] , or { $trumps } for a renege on a trump lead by a player who still holds a trump of the ten or higher
   *[plain] {""}
 }. When counting out, these points come before the hand's points; they never count toward a contract.{ $note }
note-renege = a renege is a legal action; the record's `expect.reneges` lists each one found, in play order: its seat, its card, its trick (0 the first) and the points each other side scores for it
