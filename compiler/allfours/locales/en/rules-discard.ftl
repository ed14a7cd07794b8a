### The numbered rules of discarding and drawing (the Pedro line): the discards, the deal
### back from the stock and from the discards, robbing the pack, the kitty and the
### discards down to the hand size. Planned in backends/rulebook/sentences.py. $side: left
### or right, the way the turn goes; $role: pitcher, or maker (rule-role); $robber: dealer,
### pitcher (the maker) or none, who robs the pack; $note: the implementers' note.

# Who does not discard or is not dealt back, since they rob the pack
discard-but-robber = { $robber ->
    [dealer] {" "}but the dealer
    [pitcher] {" "}but the maker
   *[none] {""}
 }
# Each player discards the cards that are not trumps. $some: yes where each may discard
# up to $most of them (else all, and trumps beyond $keep); $returned: yes where a trump
# discarded is returned; $trumps: yes where any cards may go, trumps too; $kept: yes where the point cards ($cards, listed; $many of them,
# by $rule) may never be discarded
rule-discard-plain = Once trump is named, each player{ discard-but-robber } in turn, { rule-way } from the dealer's { $side ->
    [right] right
   *[left] left
 }, { $some ->
    [yes] may discard face up up to { FORM($most, "words") } cards { $trumps ->
        [yes] of their choice, trumps or not, one at a time.{ $kept ->
            [yes] {" "}No card that scores a point ({ $rule }) may be discarded: { JOIN($cards, " and ") } are kept.
           *[no] {""}
        } The player may stop at any time, and must once { FORM($most, "words") } cards are discarded.
       *[no] that are not trumps, as they choose, one at a time; { $returned ->
            [yes] a trump discarded is returned to its player, so no trump leaves the hand
           *[no] no trump may be discarded
        }.{ $kept ->
            [yes] {" "}The cards that score a point ({ $rule }) are all trumps, so none is ever discarded.
           *[no] {""}
        } The player may stop at any time, and must once { FORM($most, "words") } cards are discarded or the hand holds nothing but trumps.
    }
   *[no] discards face up every card that is not a trump and, holding more than { FORM($keep, "words") } trumps, trumps of their choice until { FORM($keep, "words") } remain; no other trump may be discarded.{ $kept ->
        [yes] {" "}No card that scores a point ({ $rule }) may ever be discarded: { JOIN($cards, " and ") } are kept.
       *[no] {""}
    } The cards go one at a time, in any order: while more than { FORM($keep, "words") } trumps are held any card held{ $kept ->
        [yes] {" "}but those
       *[no] {""}
    } may be discarded, otherwise only a card that is not a trump. When the hand holds nothing but trumps, and at most { FORM($keep, "words") } of them, the player's discarding is over.
 }{ $note }
# The trumps among the point cards: $ranks (listed), $count of them; $single: the one
kept-trumps = the { $ranks } of trumps
note-discard-done = { note-discard-code }; `done` ends the turn, and is the only legal action once the player must stop
note-discard-all = { note-discard-code }; `done`, then the only legal action, ends the turn
# $keep: the hand size
rule-deal-back = The dealer then deals each player{ discard-but-robber }, in turn { rule-way } from the dealer's { $side ->
    [right] right
   *[left] left
 }{ $robber ->
    [none] , the dealer last
   *[other] {""}
 }, cards from the top of the stock until that player has { FORM($keep, "words") }, before dealing to the next.{ $robber ->
    [none] {" "}No one robs the pack: what is left of the stock is not used.
   *[other] {""}
 }
# $happens: yes where the stock can run out, when the players kept what $at says
# (discards-run-out, listed); $any: yes where it never does with $never players
# (listed); $again: yes where a discarded trump may be dealt again
rule-from-discards = If the stock runs out first, the dealer goes on with the cards those players discarded, in the order they were discarded. { $happens ->
    [yes] This happens only when they kept { $at },{ $again ->
        [yes] {" "}and a discarded trump may be dealt again
       *[no] {" "}so no discarded trump is ever dealt again
    }.{ $any ->
        [yes] {" "}With { FORM($never, "words") } players it never happens.
       *[no] {""}
    }
   *[no] The stock always holds enough, so this never happens.
 }
# The players before the dealer kept at most $kept trumps between them (with $players
# players, where $tables is yes)
discards-run-out = { $kept ->
    [0] no trump at all
   *[other] at most { FORM($kept, "words") } { $kept ->
        [one] trump
       *[other] trumps
    } between them
 }{ $tables ->
    [yes] {" "}with { FORM($players, "words") } players
   *[no] {""}
 }
# $keep: the hand size; $kept: yes where the point cards never go ($rule names them);
# $partner: yes where the maker may pass the pack to their partner instead
rule-rob = { $robber ->
    [pitcher] The maker
   *[dealer] The dealer
 } robs the pack: takes every card left in the stock into hand, then discards down to { FORM($keep, "words") }, any cards, trumps or not{ $kept ->
    [yes] , but no card that scores a point ({ $rule })
   *[no] {""}
 }, one at a time, and stops at { FORM($keep, "words") }.{ $partner ->
    [yes] {" "}Instead, the maker may pass the pack unseen to their partner, who then robs it in the same way; the maker then discards down to { FORM($keep, "words") } from their own hand, any cards.
   *[no] {""}
 }{ $note }
note-rob = { note-discard-code }; at { FORM($keep, "words") }, `done` is the only legal action
note-rob-partner = the maker's choice is `rob` (the maker robs the pack) or `partner` (the partner robs it); { note-rob }
# $size: the kitty's cards, or each packet's; $each: yes where each player gets a packet;
# $seen: yes where the maker takes the widow before naming trump
rule-kitty-taken = { $each ->
    [yes] After the hands, the dealer deals each player a packet of { FORM($size, "words") } cards face down from the top of the stock, in turn { rule-way } from the dealer's { $side ->
        [right] right
       *[left] left
    }. Nobody looks at a packet until trump is named; then each player takes theirs into hand.
   *[no] The top { FORM($size, "words") } cards of the stock, face down, are the widow (the kitty). { $seen ->
        [yes] As soon as the auction is over, the { rule-role } takes them into hand (nobody else sees them), discards down first, and only then names trump.
       *[no] Once trump is named, the { rule-role } takes them into hand.
    }
 }
# $keep: the hand size; $after: yes where the discards follow the taking of a kitty;
# $plain: yes where plain cards go first
rule-down-to = { $after ->
    [yes] Then
   *[no] Once trump is named,
 } each player holding more than { FORM($keep, "words") } cards discards down to { FORM($keep, "words") }, { $plain ->
    [yes] plain cards first (a trump only when no other card is left)
   *[no] any cards they hold, trumps or not
 }, one at a time: the { rule-role } first, then the others in turn { rule-way }. A player's last discard ends their turn, and the last player's begins the play.{ $note }
