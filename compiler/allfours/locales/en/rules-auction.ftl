### The numbered rules of the auction: the bids, the dealer's privilege, the top bid, the
### smudge, and what happens when everyone passes. Planned in
### backends/rulebook/sentences.py. $role: pitcher, or maker (rule-role); $sides: yes where
### sides score; $side: left or right; $rule: the rule a sentence cites.

# Who plays the contract and scores for it: the pitcher, or the pitcher's side
rule-pitcher = { $sides ->
    [yes] the { rule-role }'s side
   *[no] the { rule-role }
 }

# $single: yes where the only bid is $least (else bids run from $least to $most);
# $partners: yes where a partner's bid must be topped too; $but: exception (the dealer's
# match, $rule), exception-here (the dealer's match, said in this same rule), retake (the top bid again, $rule) or none; $ends: yes where after the top
# bid the later players can only pass
rule-bids = { $single ->
    [yes] The only bid is { $least }.
   *[no] Bids run from { $least } to { $most }.
 } A bid must be higher than every earlier bid{ $partners ->
    [yes] , a partner's included
   *[no] {""}
 }{ $but ->
    [exception] , with one exception ({ $rule }).
    [exception-here] , with one exception.
    [retake] , except a bid of { $most } after a bid of { $most } ({ $rule }).
   *[none] .
 }{ $ends ->
    [yes] {" "}After a bid of { $most } the later players can only pass.
   *[no] {""}
 }
# $kind: none, match, match_except_smudge, match_even_smudge; with none, $again: yes where
# the top bid $top may be bid again once it is bid ($rule)
rule-privilege = { $kind ->
    [match] Dealer's privilege: the dealer may take the contract at the current high bid (an equal bid), and may also bid higher like anyone else.
    [match_except_smudge] Dealer's privilege: the dealer may take the contract at the current high bid (an equal bid), except a smudge, and may also bid higher like anyone else.
    [match_even_smudge] Dealer's privilege: the dealer may take the contract at the current high bid (an equal bid), even a smudge, and may also bid higher.
   *[none] The dealer has no privilege: like everyone else, the dealer must bid higher than the high bid to take the contract{ $again ->
        [yes] , or bid { $top } again once it is bid ({ $rule })
       *[no] {""}
    }.
 }
# The top bid $top may be bid again by a later player ($partners: yes where the bidder's
# partner may too); $rule: the rule of the contract
rule-retake = A later player may take the top bid, { $top }, by bidding it again: once { $top } is bid, each later player ({ $partners ->
    [yes] the bidder's partner and the dealer too
   *[no] the dealer too
 }) may bid { $top } again, or pass. The last player to bid { $top } is the highest bidder, and so the { rule-role } ({ $rule }).
# A bid of $bid is a smudge; $match: yes where the dealer may match it; $privilege: yes
# where the dealer has a privilege, which the smudge takes away; $needs: yes where a smudge
# is made only by taking every point and every trick
rule-smudge = Smudge: a bid of { $bid } is a smudge. It cannot be taken away: once anyone has bid it, no later player may bid{ $match ->
    [yes] , except the dealer matching it
   *[no] , the dealer included
 }. The players after the smudger still take their turn, but may only pass.{ $needs ->
    [yes] {" "}A smudge is made only by { rule-pitcher } taking every point and every trick; when a point's card is not in play it cannot be made.
   *[no] {""}
 }
# $kind: stick_the_dealer (who must bid $least or more), redeal_by_next_dealer,
# redeal_by_same_dealer, eldest_pitches (the player on the dealer's $side), dealer_plays
# ($scored: yes where the hand is scored as a bid of 0, by the rule $rule); $set: the set
# a stuck dealer may take instead of bidding (0: none)
rule-all-pass = { $kind ->
    [stick_the_dealer] If every player before the dealer passes, the dealer may not pass and must bid { $least } or more ("stick the dealer").
    [redeal_by_next_dealer] If everyone passes, the cards are thrown in and the next dealer deals a new hand.
    [redeal_by_same_dealer] If everyone passes, the cards are thrown in and the same dealer deals again.
    [eldest_pitches] If everyone passes, the player { $side ->
        [right] right
       *[left] left
    } of the dealer pitches without a contract; { rule-pitcher } scores what { $sides ->
        [yes] it makes
       *[no] they make
    } like everyone else and cannot be set back.
   *[dealer_plays] If everyone passes, the dealer is the { rule-role }, without a contract{ $scored ->
        [yes] : the hand is scored as if the bid were 0 ({ $rule }), so it is always made.
       *[no] ; { $sides ->
            [yes] the dealer's side scores what it makes
           *[no] the dealer scores what they make
        } like everyone else and cannot be set back.
    }
 }{ $set ->
    [0] {""}
   *[other] {" "}Instead of bidding, the dealer may take a set of { $set }: { $sides ->
        [yes] the dealer's side is
       *[no] the dealer is
    } set back { $set } { $set ->
        [one] point
       *[other] points
    }, which counts as a set-back, the hand is not played and the deal passes on.
 }
