### The numbered rules of the points made, the winner of the game, the settlement and
### illegal actions. Planned in backends/rulebook/sentences.py. $sides: yes where sides
### score; $note: the implementers' note that ends a rule (rule-note), or nothing.

# Who scores: a player, or a side
rule-each = { $sides ->
    [yes] side
   *[no] player
 }

## The points of the hand

# $counted: each (every point is worth 1: $points of them), or valued (some is worth
# more); $apart: yes where the points $early, scored the moment they happen, are apart
# A point for taking every trick of the hand (a slam): $title, its name; $value, what it is
# worth; $sides: yes where sides score (rule-each)
rule-point-every-trick = { $title }: taking every trick of the hand, to the { rule-each } that takes them all; where the tricks are shared, no one scores it.{ $value ->
    [1] {""}
   *[other] { " " }It is worth { $value } points.
 }

rule-points-made = A { rule-each } "made" k points in the hand when { $counted ->
    [each] k of these { FORM($points, "words") } { $points ->
        [one] point
       *[other] points
    } went to { $sides ->
        [yes] it
       *[no] them
    }. Each point is worth 1.
   *[valued] the points counted at the end of the hand that went to { $sides ->
        [yes] it
       *[no] them
    } are worth k in all.{ $apart ->
        [yes] {" "}Points scored the moment they happen ({ JOIN($early, " and ") }) are not part of it.
       *[no] {""}
    }
 }
# $total: the value of every point of the hand
rule-side-count = A { rule-each }'s "count" for the hand is the value of the points { $sides ->
    [yes] it won
   *[no] they won
 }, 0 to { $total }.
# $any: yes where some point needs a trump in play: the points $points
rule-no-trump-in-play = { $any ->
    [yes] If no trump is in play, no one scores { JOIN($points, " or ") }.
   *[no] No point of the hand needs a trump in play.
 }

## The game and the settlement

rule-one-winner = Only one { rule-each } wins a game.
# $times: how many set-backs lose the game
rule-setbacks-lose = A { rule-each } set back for the { FORM($times, "ordinal") } time in a game loses it at once: the other { rule-each } wins, whatever the scores.
# A game of a fixed number of deals: each player deals $times times; $countdown: yes where
# scores count down to 0, so that the best score is the lowest
rule-fixed-deals = The game also ends once each player has dealt { $times ->
    [one] once
    [2] twice
   *[other] { $times } times
 }, unless a { rule-each } has won it before: the { rule-each } with the { $countdown ->
    [yes] lowest score
   *[no] highest score
 } wins. While two or more are level at the top, play goes on one deal at a time until one leads alone. A hand dealt again by the same dealer is not counted.
rule-no-stakes = There is no settlement in chips: the game is played for a stake agreed beforehand ("so much a game").{ $note }
note-no-stakes = no payouts are reported
rule-net-chips = No chip is made or lost: { $sides ->
    [yes] the winners' gains equal the losers' losses.
   *[no] the winner's gain equals the sum of the others' losses.
 }{ $note }
note-net-chips = settlement is reported per seat, as each seat's net chips

## Illegal actions

# $actions: what a player may do that the rules refuse (refused-action, listed)
rule-refused = Play by these rules: { JOIN($actions, " or ") } they do not allow is taken back at once, and the player makes one they allow instead.{ $note }
# $action: card, bid, discard or other
refused-action = { $action ->
    [card] a card
    [bid] bid
    [discard] discard
   *[other] other choice
 }
note-refused = an action that is not legal in the current state is refused with an error that names the rule it breaks, and the state is unchanged
# $cited: yes where refused actions have a rule of their own, $rule; $reneging: yes where
# a renege is allowed, with the penalty of rule $renege
rule-no-penalties = { $reneging ->
    [yes] So these rules set no penalty for a misdeal: it is put right like any other mistake{ $cited ->
        [yes] {" "}({ $rule })
       *[no] {""}
    }, at no cost. A revoke (not following suit when required) is a renege: it stands, and costs what { $renege } says.
   *[no] So these rules set no penalty for a misdeal or a revoke (not following suit when required): each is put right like any other mistake{ $cited ->
        [yes] {" "}({ $rule })
       *[no] {""}
    }, at no cost.
 } Players who want the traditional penalties may adopt the table rules of this rulebook instead.{ $note }
note-no-penalties = { $reneging ->
    [yes] { $cited ->
        [yes] a misdeal cannot happen, since every illegal action is refused
       *[no] { note-refused }, so a misdeal cannot happen
    }
   *[no] { $cited ->
        [yes] misdeals and revokes cannot happen, since every illegal action is refused
       *[no] { note-refused }, so misdeals and revokes cannot happen
    }
 }

## Winning the game

# $target; $countdown: yes where scores count down to 0 from it; $bidout: yes where only
# the pitcher's side, making the bid, ends the game; $sale: yes where a sold pitch can end
# it before play; $soon: yes where points scored at once ($early: their rule) can end it
# sooner; $goes: yes where the pitcher's side can go out during the play ($out: its rule)
rule-target = The target is { $target }{ $countdown ->
    [yes] , counted down to 0
   *[no] {""}
 }: the game ends after the first hand at whose end { $bidout ->
    [yes] { rule-pitcher } has made the bid and has { rule-target.goal }
   *[no] some { rule-each } has { rule-target.goal }
 }.{ $sale ->
    [yes] {" "}A sold pitch can end it before play, when the price takes { $sides ->
        [yes] the seller's side
       *[no] the seller
    } there.
   *[no] {""}
 }{ $soon ->
    [yes] {" "}It ends sooner when a point scored at once brings a { rule-each } there ({ $early }).
   *[no] {""}
 }{ $goes ->
    [yes] {" "}It ends sooner when { rule-pitcher } goes out during the play ({ $out }).
   *[no] {""}
 }
    .goal = { $countdown ->
        [yes] 0 or less
       *[no] { $target } or more
    }

## When points are scored

# $before: the points scored before the play (point-cited, listed), $count of them;
# $twice: the sentences of the points that can score twice (rule-before-play-twice);
# $capture: yes where the points $oncapture score the moment their trick is taken;
# $later: how many points ($after) are scored after the play; $one: yes where every
# point is worth 1
rule-before-play = { $before } { $count ->
    [1] is scored before the play, the moment it happens.
   *[other] are scored before the play, the moment they happen.
 }{ JOIN($twice, "", "") }{ $capture ->
    [yes] {" "}{ $oncapture } score the moment their trick is taken.
   *[no] {""}
 }{ $later ->
    [0] {""}
    [1] {" "}{ $after } is scored after the play.
   *[other] {" "}{ $after } are scored after the play.
 }{ $one ->
    [yes] {" "}Every point is worth 1.
   *[no] {""}
 }
# $point: a point that can score twice in a hand
rule-before-play-twice = {" "}{ $point } can score twice in a hand: for the first turn-up and for a run's new suit.

# Where a card out of play lies ($place: stock, turned_up, discarded): "left in the stock"
in-play-only-place = { $place ->
    [stock] left in the stock
    [turned_up] turned up
   *[discarded] discarded
 }
# $kind: kept (no point card is ever out of play: the rules $kept keep them, and every
# point, $total in all, goes to someone), lost (a point whose card was $out goes to no
# one), none (no point needs a card in play), or points (the points $points, $count of
# them, are found among the cards in play; $outside: yes where cards may lie $out);
# $rule: the rule that says what is in play
rule-in-play-only = { $kind ->
    [kept] Every point's card is in play ({ $rule }): it is a trump, and none may be discarded ({ JOIN($kept, ", ") }). So every point goes to a { rule-each }, and the { $sides ->
        [yes] sides'
       *[no] players'
    } counts add up to { $total } in every hand.
    [lost] A point whose card is not in play ({ $rule }), because it was { $out }, goes to no one.
    [none] Only cards in play ({ $rule }) count for the points of the play.
   *[points] { $points } { $count ->
        [1] is
       *[other] are
    } found among the cards in play only ({ $rule }){ $outside ->
        [yes] : a trump { $out } is none of them
       *[no] {""}
    }.
 }

## Points that win at once

# The sentences said ($parts: rule-at-once-before, -never, -eldest, -capture, listed)
rule-at-once = { JOIN($parts, " ", " ") }
# $points: those scored before the play; $undone: what is then left undone (at-once-undone,
# listed); $countdown, $target: the goal
rule-at-once-before = Points scored before the play ({ $points }) count the moment they are scored. A { rule-each } brought to the target by one of them wins at once: nothing more is { $undone }.
# $undone: run (the cards), discard or play
at-once-undone = { $undone ->
    [run] run
    [discard] discarded
   *[play] played
 }
# $point never wins at once ($rule); $others: yes where the points $can may
rule-at-once-never = { $point } never can ({ $rule }){ $others ->
    [yes] , so only { $can } can do this.
   *[no] .
 }
# $countdown, $target: the goal
rule-at-once-eldest = If a gift brings more than one { rule-each } to the target, the first of them from eldest, in turn, wins.
# $points: those scored the moment their trick is taken; $countdown, $target: the goal
rule-at-once-capture = { $points } count the moment their trick is taken: a { rule-each } brought to the target by one of them wins at once, and the rest of the hand is not played.

## Bids and hands that win or lose at once

# $smudged: yes where a made smudge, bid $bid, wins the game at once; $hole: yes where
# not from the hole (then $reset: yes where the score goes back to the start, else it
# scores the points made, or $scores where $fixed is yes, and $scores instead of them
# where $advance is yes; $countout decides who wins);
# $countdown, $target: the goal; $lost: yes where a smudge bid $setbid and set loses the
# game; $all: yes where a side that takes every point ($every, $count of them) wins
# (and $example: yes where the card $card, not in play, shows one that goes to no one)
rule-instant-wins = { $smudged ->
    [yes] Smudge: when { rule-pitcher } bid { $bid } and made it, { rule-pitcher } wins the game at once, whatever the scores{ $hole ->
        [yes] , unless { rule-pitcher } was in the hole ({ $countdown ->
            [yes] a score above the target
           *[no] a negative score
        }) before the hand; then { $reset ->
            [yes] { $sides ->
                [yes] its
               *[no] their
            } score goes back to { $countdown ->
                [yes] { $target }
               *[no] 0
            }, whatever the points made
           *[no] { $advance ->
                [yes] { rule-pitcher } scores { $scores } instead of the points made
               *[no] { rule-pitcher } just scores the points made
            }
        }, and the game goes on unless the count-out ends it: when any { rule-each }, { rule-pitcher } included, reaches { $countdown ->
            [yes] 0
           *[no] the target
        } in that hand, { $countout } decides who wins
       *[no] {""}
    }.
   *[no] No bid wins the game at once.
 }{ $lost ->
    [yes] {" "}When { rule-pitcher } bid { $setbid } and { $sides ->
        [yes] was
       *[no] were
    } set, { rule-pitcher } loses the game at once, whatever the scores: the other { rule-each } wins it.
   *[no] {""}
 }{ $all ->
    [yes] {" "}A { rule-each } to { $sides ->
        [yes] which
       *[no] whom
    } every point of a hand goes ({ $every }: all { FORM($count, "words") }) wins the game at once, whatever { $sides ->
        [yes] its
       *[no] their
    } score, pitching or not. When one of them goes to no one{ $example ->
        [yes] {" "}({ $card } not in play, say)
       *[no] {""}
    }, no { rule-each } took every point.
   *[no] {""}
 }

## Counting out

# Who wins when more than one side reaches the goal ($countdown, $target) in a hand.
# $mode: none (only one side scores a hand: the rules $scoring, $by: yes where there are
# any), bid-out (only the pitcher, making the bid), higher (the better score; level, the
# pitcher if one of them, else the points in order), higher-two (two sides: level, the
# pitcher), last (the one point $last, counted after the play, decides), at-once (the
# points $counted are added after the play, the points $after having been scored at
# once), or order (the points credited one at a time). $first: yes where the pitcher's
# points count first; $order: the points in their order; $sale: yes where the count
# starts when the play began, a sold pitch's price scored; $setback: yes where a pitcher
# who was set back is not credited
rule-counting-out = { $mode ->
    [none] Only one { rule-each } scores in a hand{ $by ->
        [yes] {" "}({ $scoring })
       *[no] {""}
    }, so two { rule-counting-out.each } never reach { rule-counting-out.goal } in the same hand: the { rule-each } that does wins, and there is no counting out; points are scored after the last trick only, so no { rule-each } goes out during the play.
    [bid-out] Only { rule-pitcher } can win, and only by making the bid ("bidding out"): a { rule-each } that reaches { rule-counting-out.goal } while defending does not win; its score stands, and the game goes on until a hand in which { rule-pitcher } makes the bid and has { rule-counting-out.goal }.
    [higher-two] When more than one { rule-each } reaches the goal in the same hand, the better score wins; if they are level, { rule-pitcher } wins.
    [higher] When more than one { rule-each } reaches the goal in the same hand, the better score wins; if they are level, { rule-pitcher } wins if it is one of them, otherwise the points of the hand decide, credited one at a time in the order they are numbered.
    [last] After the play, { $last } is added to the scores; a { rule-each } it brings to { rule-counting-out.goal } wins.
    [at-once] After the play, { $counted } are added to the scores. If a { rule-each } then has { rule-counting-out.goal }, the { rule-counting-out.each } count out: { rule-counting-out.first }starting from the scores after the points scored at once ({ $after }), the points are credited one at a time in the order { JOIN($order, ", ") }, and the first { rule-each } to { rule-counting-out.reach } wins, even if another ends with more.
   *[order] When one or more { rule-counting-out.each } { rule-counting-out.reach } in the same hand, the winner is decided by counting the hand's points in order: { rule-counting-out.first }the points are credited one at a time in the order { JOIN($order, ", ") }, starting from each { rule-each }'s score { $sale ->
        [yes] when the play began (a sold pitch's price already scored)
       *[no] before the hand
    }{ $setback ->
        [yes] {" "}({ $sides ->
            [yes] a { rule-role }'s side that was
           *[no] a { rule-role } who was
        } set back is not credited)
       *[no] {""}
    }; the first { rule-each } to { rule-counting-out.reach } wins.
 }
    .each = { $sides ->
        [yes] sides
       *[no] players
    }
    .goal = { $countdown ->
        [yes] 0 or less
       *[no] { $target } or more
    }
    .reach = { $countdown ->
        [yes] count down to 0
       *[no] reach the target
    }
    .first = { $first ->
        [yes] first { $sides ->
            [yes] the { rule-role }'s side's
           *[no] the { rule-role }'s
        } points count: if { rule-pitcher } made the bid and now has { rule-counting-out.goal }, { rule-pitcher } wins, even if another { rule-each } has a better total; otherwise{" "}
       *[no] {""}
    }

## Going out during the play

# The pitcher's side ($role, $sides) going out during the play: $target, $countdown (the
# goal, rule-target.goal); $certain: when each point is certain (going-out-when, listed
# as parts); $smudge: yes where a smudge, bid $bid, is decided only at the end of the hand
rule-going-out = Going out: during the play, { rule-pitcher } wins the game the moment the points already certain to go to { $sides ->
    [yes] it
   *[no] them
 } make the bid and bring { $sides ->
    [yes] it
   *[no] them
 } to { rule-target.goal }. The rest of the hand is not played, and no one else scores for it. A point is certain once no card still to be played can change who scores it: { $certain }.{ $smudge ->
    [yes] {" "}A smudge (a bid of { $bid }) is decided only at the end of the hand.
   *[no] {""}
 } Every other { rule-each } reaches the target only at the end of a hand.{ $note }
# $when: top (the highest trump of the pack played), bottom (the lowest), taken (its card
# taken in a trick), played (its card played), count (the counting cards not yet taken
# can no longer catch up), end (only at the end of the hand); $points, $count of them
going-out-when = { $points } { $when ->
    [top] once the highest trump of the pack has been played
    [bottom] once the lowest trump of the pack has been played
    [taken] once { $count ->
        [one] its card is
       *[other] their cards are
    } taken
    [played] once { $count ->
        [one] its card is
       *[other] their cards are
    } played
    [count] once the counting cards not yet taken could no longer catch up
   *[end] only at the end of the hand
 }
note-going-out = a game won this way ends after the trick that made it certain: the record shows the tricks played, `made` true, `game_over` true, and only the points credited to the pitcher's side; every other point is `null`
