### The numbered rules of scoring the hand by difference, the hole, the set-backs kept on
### the score sheet and the settlement in chips. Planned in backends/rulebook/sentences.py.
### $role: pitcher, or maker (rule-role); $sides: yes where sides score; $rule: the rule a
### sentence cites.

# $none: yes where a hand may be played without a contract ($rule)
rule-by-difference = Let b be the contract{ $none ->
    [yes] {" "}(0 when there is none, { $rule })
   *[no] {""}
 }, B { $sides ->
    [yes] the { rule-role }'s side's
   *[no] the { rule-role }'s
 } count and O the other { rule-each }'s. The bid is made when B is at least b. Then the { rule-each } with the higher count scores the difference between the two counts, and the other { rule-each } scores 0; if they are equal, no one scores.
# $total: the value of every point of the hand. What a set side's opponents score: $award:
# all (every point of the hand plus the shortfall) or own (a house rule: the points they
# took plus the bid)
rule-set-side = Otherwise { rule-pitcher } is set and scores 0, and the other { rule-each } scores { $award ->
    [own] O + b, the points it took itself plus the bid; a point that no one took (its card out of play) counts for no one, so this can be less than every point of the hand ({ $total }) plus the shortfall.
   *[all] { $total } + b − B, every point of the hand ({ $total }) plus the points by which { rule-pitcher } fell short of the bid; that is O + b whenever all { $total } points are in play.
 }
# Why set-backs are counted: $why: both, costs (they cost chips, $settlement), loses (the
# $loses-th set-back loses the game, $losing) or none (a set-back costs only its bid,
# $contract; $settled: yes where the settlement, $settlement, charges nothing for them);
# $smudged: yes where a smudge, bid $smudge, that is set counts as $counts set-backs
rule-setbacks-recorded = { $why ->
    [none] No one need count set-backs: a set-back costs only its bid ({ $contract }){ $settled ->
        [yes] , and nothing at settlement ({ $settlement })
       *[no] {""}
    }.
   *[other] Each { rule-each }'s number of set-backs in the game is kept on the score sheet: { $why ->
        [costs] { rule-setbacks-recorded.costs }
        [loses] { rule-setbacks-recorded.loses }
       *[both] { rule-setbacks-recorded.costs } and { rule-setbacks-recorded.loses }
    }.{ $smudged ->
        [yes] {" "}A smudge (a bid of { $smudge }) that is set counts as { FORM($counts, "words") } set-backs.
       *[no] {""}
    }
 }
    .costs = each set-back costs chips at settlement ({ $settlement })
    .loses = a { rule-each }'s { FORM($loses, "ordinal") } set-back loses it the game ({ $losing })
# $countdown: yes where scores count down from the target, $target
rule-hole = { $countdown ->
    [yes] Scores count down: every { rule-each } starts at the target, { $target }, and takes off the points { $sides ->
        [yes] it makes
       *[no] they make
    }; a set-back adds the bid back on. A score above the target is "in the hole"; a score of exactly the target is not.
   *[no] Scores may go below zero. A { rule-each } with a negative score is "in the hole"; a score of exactly 0 is not in the hole.
 } On the score sheet, a score in the hole is traditionally written with a ring around it.

## The settlement

# $above chips for a final score that is good, $below for one that is bad; with
# $countdown (scores count down to 0 from $target), good is $target - 1 ($less) or less;
# $double: yes where a game a smudge decides pays double
rule-settle = { $sides ->
    [yes] Every player of a losing side pays every player of the winning side { rule-settle.above } if their side's final score is { rule-settle.good }, and { rule-settle.below } if it is { rule-settle.bad }.
   *[no] The winner collects { rule-settle.above } from each other player whose final score is { rule-settle.good }, and { rule-settle.below } from each other player whose final score is { rule-settle.bad }.
 }{ $double ->
    [yes] {" "}A game that a smudge won or lost at once pays double: every payment, set-back chips included, is doubled.
   *[no] {""}
 }
    .above = { FORM($above, "words") } { $above ->
        [one] chip
       *[other] chips
    }
    .below = { FORM($below, "words") } { $below ->
        [one] chip
       *[other] chips
    }
    .good = { $countdown ->
        [yes] { $less } or less
       *[no] 1 or more
    }
    .bad = { $countdown ->
        [yes] { $target } or more
       *[no] 0 or less
    }
# $extra chips for every set-back (0: none)
rule-setback-chips = { $extra ->
    [0] Set-backs cost nothing at settlement: only final scores count.
   *[other] { $sides ->
        [yes] Variation in force: every player of a losing side also pays { rule-setback-chips.extra } to every player of the winning side for every time their side was set back during the game.
       *[no] Variation in force: the winner also collects { rule-setback-chips.extra } from each other player for every time that player was set back during the game.
    }
 }
    .extra = { FORM($extra, "words") } extra { $extra ->
        [one] chip
       *[other] chips
    }

## Scoring the hand

# Who scores what a hand gives: $kind: difference (one side a hand, by difference), count
# (every side but the pitcher's scores its count, $rule), made (the points it made), or
# points (no auction: every point simply scores); $countdown: yes where scores count down
rule-others-score = { $kind ->
    [difference] Scores never go down: a hand adds to the score of one { rule-each }, or of none.{ $sides ->
        [yes] {" "}Partners share one score.
       *[no] {""}
    }
    [count] Every { rule-each } other than { rule-pitcher } { rule-others-score.score } { $sides ->
        [yes] its
       *[no] their
    } count ({ $rule }).
    [made] Every { rule-each } other than { rule-pitcher } { rule-others-score.score } the points { $sides ->
        [yes] it
       *[no] they
    } made.
   *[points] Every point { $countdown ->
        [yes] takes its value off
       *[no] adds its value to
    } the score of the { rule-each } it goes to. There is no bidding, no contract and no set-back: scores never { $countdown ->
        [yes] rise
       *[no] fall
    }.
 }
    .score = { $countdown ->
        [yes] takes off
       *[no] adds
    }

# The scoring of the contract. $countdown: yes where scores count down; $counted: yes
# where what the pitcher made is its count ($rule); $free: yes where the pitcher may play
# without a contract; $fixed: yes where a made smudge scores its bid, $smudge; $all: yes
# where a smudge needs every point ($points of them; $example: yes where the card $card,
# not in play, shows one that goes to no one; $bid: the smudge's bid)
rule-contract-scoring = { $counted ->
    [yes] { CAP(rule-pitcher) } { rule-contract-scoring.score } { $sides ->
        [yes] its
       *[no] their
    } count ({ $rule }) if it is at least the bid; otherwise { rule-pitcher } is set back: the bid is { rule-contract-scoring.unscore } { rule-contract-scoring.whose } score and { $sides ->
        [yes] its
       *[no] their
    } count is not scored.
   *[no] { CAP(rule-pitcher) } { rule-contract-scoring.score } the points made if they are at least the bid; otherwise { rule-pitcher } is set back: the bid is { rule-contract-scoring.unscore } { rule-contract-scoring.whose } score and the points made are not counted.{ $all ->
        [yes] {" "}So a smudge is made only by winning all { FORM($points, "words") } points; when one of them goes to no one{ $example ->
            [yes] {" "}({ $card } not in play, say)
           *[no] {""}
        }, it cannot be made and { rule-pitcher } is set back { $bid }.
       *[no] {""}
    }{ $free ->
        [yes] {" "}When { rule-pitcher } plays without a contract, { rule-pitcher } scores like any other { rule-each } and cannot be set back.
       *[no] {""}
    }{ $fixed ->
        [yes] {" "}A made smudge scores its bid, { $smudge }, instead of the points made.
       *[no] {""}
    }
 }
    .unscore = { $countdown ->
        [yes] added to
       *[no] subtracted from
    }
    .whose = { $sides ->
        [yes] the { rule-role }'s side's
       *[no] the { rule-role }'s
    }
    .score = { $countdown ->
        [yes] takes off
       *[no] adds
    }
