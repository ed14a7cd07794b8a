### The numbered rules of the deal: dealing, the cards in play, the point for the card
### turned up and the gift. Planned in backends/rulebook/sentences.py. $side: left or
### right, the way the turn goes from the dealer; $sides: yes where sides score; $point:
### a point's name, in bold; a rule's number in brackets ($rule, $run) is a link to it.

# $packet cards at a time until each holds $hand; $eldest: yes where the first player is
# called eldest; $rounds: the rounds the deal takes (said when more than one); $stock:
# none (the rest of the pack is not used), whole (every card is dealt), up or down (the
# stock lies face up or down)
rule-dealing = The dealer deals { FORM($packet, "words") } { $packet ->
    [one] card
   *[other] cards
 } at a time, { rule-way }, starting with { $eldest ->
    [yes] eldest, on the dealer's { $side ->
        [right] right
       *[left] left
    }
   *[no] the player on the dealer's { $side ->
        [right] right
       *[left] left
    }
 },{ $rounds ->
    [1] {""}
   *[other] {" "}in { FORM($rounds, "words") } rounds,
 } until everyone has { FORM($hand, "words") }. { $stock ->
    [up] The undealt cards, face up, are the stock.
    [down] The undealt cards, face down, are the stock.
    [whole] The whole pack is dealt: no card is left over.
   *[none] The rest of the pack is not used in the hand.
 }
# When a card is in play. $kind: dealt, played (once played to a trick), kept (in a hand
# at the first lead), trumps (a trump in a hand at the first lead: only trumps are
# played, $rule); $out: where the cards never in play lie (in-play-out, listed), or
# nothing ($any: yes where there are some); $trumps: yes where trumps may be among the discards; $kept: yes where no card
# that scores a point is ever among them; $points: the points they never count for
rule-in-play = { $kind ->
    [dealt] A card is "in play" when it was dealt to a player. Undealt cards never score.
    [whole] A card is "in play" when it was dealt to a player: here every card is.
    [trumps] A card is "in play" when it is a trump in a hand at the first lead; every such card is played ({ $rule }). The cards of the other suits left in a hand are never played and never in play.
    [kept] A card is "in play" when it is in a hand at the first lead; every such card is played.
   *[played] A card is "in play" when it is played to a trick.
 }{ $any ->
    [yes] {" "}{ CAP($out) }{ $trumps ->
        [yes] , trumps included,
       *[no] {""}
    } are never in play{ $kept ->
        [yes] ; no card that scores a point is ever among them.
       *[no] {" "}and never count for { JOIN($points, " or ") }.
    }
   *[no] {""}
 }
# Where a card never in play lies: $place: stock, turned_up or discarded ($cited: yes
# where $rule, the rules of the discards, is given)
in-play-out = { $place ->
    [stock] cards left in the stock
    [turned_up] cards turned up
   *[discarded] discards{ $cited ->
        [yes] {" "}({ $rule })
       *[no] {""}
    }
 }
# The point for the card turned up: $ranks, the ranks that score it (listed); $one: yes
# where one rank scores, $value points; else $values (turned-up-value, listed); $begging:
# yes where its suit may still be refused; $again: yes where a run's turn-up ($run) scores
rule-turned-up-point = { $point }: if the card turned up is { FORM($ranks, "a") }, { $sides ->
    [yes] the dealer's side
   *[no] the dealer
 } scores { $one ->
    [yes] { $value } { $value ->
        [one] point
       *[other] points
    }
   *[no] by its rank ({ JOIN($values, ", ") })
 } at once{ $begging ->
    [yes] , whatever then becomes of its suit
   *[no] {""}
 }.{ $again ->
    [yes] {" "}A run's new turn-up ({ $run }) scores it the same way.
   *[no] {""}
 }
turned-up-value = { $rank } { $value }
# The gift: $value points to each player (side) but the dealer's; $receivers: who
# receives it at each table size, where that differs ($many: yes; gift-receivers,
# listed); $limited: yes where a gift may not reach the target ($rule: the rule of points
# that win at once)
rule-gift = { $point }: when the dealer gives, { $sides ->
    [yes] each side but the dealer's
   *[no] each player but the dealer
 } scores { $value } { $value ->
    [one] point
   *[other] points
 }{ $many ->
    [yes] : { JOIN($receivers, ", ") }
   *[no] {""}
 }. The turned-up suit is trump, and the play begins.{ $limited ->
    [yes] {""}
   *[no] {" "}The dealer may give even when the gift brings a { rule-each } to the target; it then wins at once ({ $rule }).
 }
# Who receives the gift with $players players: $who: eldest, each_opponent, eldest_side,
# each_other_side; $first: yes for the first of the list
gift-receivers = { $who ->
    [eldest] eldest
    [each_opponent] { $players ->
        [3] both of the dealer's opponents
       *[other] each of the dealer's opponents
    }
    [eldest_side] eldest's side
   *[each_other_side] each side but the dealer's
 } with { FORM($players, "words") }{ $first ->
    [yes] {" "}players
   *[no] {""}
 }
