### The numbered rules of the points of the hand: what each point is, who scores it, what it
### is worth. Planned in backends/rulebook/sentences.py. $sides: yes where sides score;
### $role: pitcher, or maker (rule-role).

# A point of the hand. $title: its name; $card: highest, lowest, card (a named card,
# $named), plain (each plain card of a rank, $named) or most (the most counting cards:
# $values, or the rule $counting where $counted is yes; $joker: yes where the pack has a
# joker that counts nothing; $half: yes where each joker taken counts half a point);
# $always: yes where every card of the pack is dealt (a card is never missing);
# $dealt: yes where every card in play was dealt (else, once played); $to: who scores it
# (point-recipient); $kept: yes where it counts for its holder whoever takes
# it; $level: none, first or later (two jokers that rank alike: which is the highest);
# $jokers: none, one or two (jokers that are never Low); $missing: yes where it goes to no
# one when its card lies $out; $tie: a tie for the most (point-tie); $value and $hanged
# (0: none) what it is worth; $soon: yes where it scores the moment its trick is taken
# ($early: that rule)
rule-point = { $title }: { $card ->
    [highest] the highest trump in play, to { $to }.{ rule-point.level }
    [lowest] the lowest trump in play, to { $to }{ rule-point.kept }. If only one trump is in play, it is both the highest and the lowest.{ $jokers ->
        [two] {" "}Neither joker ever counts as { $title }: the lowest other trump does; when the jokers are the only trumps in play, the higher of them is the highest, and no one scores { $title }.
        [one] {" "}The joker never counts as { $title }: the lowest natural trump does; when the joker is the only trump in play, it is the highest, and no one scores { $title }.
       *[none] {""}
    }
    [card] { $named }, to { $to }{ rule-point.kept }.{ $dealt ->
        [yes] { $always ->
            [yes] {""}
           *[no] {" "}If { $named } was not dealt, no one scores { $title }.
        }
       *[no] { $missing ->
            [yes] {" "}If it is not in play ({ $out }), no one scores { $title }.
           *[no] {""}
        }
    }
    [plain] { $named }, to { $to }.
   *[most] { $dealt ->
        [yes] each { rule-each } totals the cards { $sides ->
            [yes] its players won
           *[no] they won
        } in tricks, counting { JOIN($values, ", ") }, other cards 0. The { rule-each } with the highest total scores it.
       *[no] each { rule-each } totals the counting cards{ $counted ->
            [yes] {" "}({ $counting })
           *[no] {""}
        } in the tricks { $sides ->
            [yes] it won
           *[no] they won
        }; the highest total scores it.
    } { $tie }{ $half ->
        [yes] {" "}Each joker taken counts half a point toward the total, so a joker breaks a tie of whole points.
       *[no] {""}
    }
 }{ $value ->
    [1] {""}
   *[other] {" "}{ rule-point.it } is worth { $value } { $value ->
        [one] point
       *[other] points
    }.
 }{ $hanged ->
    [0] {""}
   *[other] {" "}{ rule-point.it } is worth { $hanged } { $hanged ->
        [one] point
       *[other] points
    } instead when an opponent of { $sides ->
        [yes] the side that held it
       *[no] the player who held it
    } wins the trick containing it.
 }{ $soon ->
    [yes] {" "}{ rule-point.it } scores the moment its trick is taken ({ $early }).
   *[no] {""}
 }
    .level = { $level ->
        [first] {" "}Where the two jokers are the highest trumps in play, they rank alike, and the highest is the one played first.
        [later] {" "}Where the two jokers are the highest trumps in play, they rank alike, and the highest is the one played later.
       *[none] {""}
    }
    .kept = { $kept ->
        [yes] , even when another { rule-each } wins the trick containing it
       *[no] {""}
    }
    .it = { $card ->
        [plain] Each
       *[other] It
    }
# Who scores a point. $credit: holder, capturer, player, or none; $held: yes where cards
# reach a hand after the deal too (the holder held and played it); $kept: yes where the
# holder is who holds it when the play begins ($drawn: yes where cards are drawn after the
# discards); $card: the point's card (a translation's pronoun may agree with it)
point-recipient = { $credit ->
    [holder] the player who { $kept ->
        [yes] holds it when the play begins, after the discards{ $drawn ->
            [yes] {" "}and the draw
           *[no] {""}
        }
       *[no] { $held ->
            [yes] held and played it
           *[no] was dealt it
        }
    }{ point-recipient.own }
    [capturer] the player who wins the trick containing it{ point-recipient.own }
    [player] the player who plays it to a trick{ point-recipient.own }
   *[none] {""}
 }
    .own = { $sides ->
        [yes] {" "}(and so to their side)
       *[no] {""}
    }
# A tie for the highest total of counting cards. $tie: nobody, pitcher, eldest (always
# eldest's side), eldest_if_level (eldest's side if it is one of them) or carried (no one,
# and the value waits for the next hand's point); $eldest: yes
# where the rulebook names eldest (else the player on the dealer's $side)
point-tie = { $tie ->
    [nobody] If two or more { point-tie.each } tie for the highest total{ point-tie.zero }, no one scores it.
    [pitcher] If { rule-pitcher } ties for the highest total, { rule-pitcher } scores it; any other tie scores nothing.
    [eldest] If two or more { point-tie.each } tie for the highest total{ point-tie.zero }, { point-tie.who } scores it.
    [carried] If two or more { point-tie.each } tie for the highest total{ point-tie.zero }, no one scores it, and its value is carried over to the next hand: there it is worth its own value plus all that was carried (after two ties in a row, three times its value). What is still carried when the game ends is lost.
   *[eldest_if_level] If { point-tie.who } ties for the highest total, { point-tie.who } scores it; any other tie scores nothing.
 }
    .each = { $sides ->
        [yes] sides
       *[no] players
    }
    .zero = { $eldest ->
        [yes] {" "}(all totals 0 included)
       *[no] {""}
    }
    .who = { $eldest ->
        [yes] eldest
       *[no] the player on the dealer's { $side }
    }{ $sides ->
        [yes] 's side
       *[no] {""}
    }
