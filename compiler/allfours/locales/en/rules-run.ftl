### The numbered rules of running the cards (the turn-up line's answer to a beg), bunching
### and the discards after a run. Planned in backends/rulebook/sentences.py. $side: left or
### right, the way the turn goes; $scores: yes where turn-ups score the points $points
### (listed); $note: the implementers' note that ends a rule (rule-note), or nothing.

# The way the turn goes round the table
rule-way = { $side ->
    [right] counter-clockwise
   *[left] clockwise
 }
note-discard-code = each discard is `discard XX`, XX the card's code

# $size: the cards each player gets; $again: the rule of running again; $discards: yes
# where everyone then discards ($discard: that rule)
rule-run = Running the cards: from the top of the stock the dealer deals { FORM($size, "words") } more { $size ->
    [one] card
   *[other] cards
 } to each player, one packet each, { rule-way } starting with eldest, then turns up the next card. If its suit is not the refused suit (the first turn-up's), that suit is trump, without further choice{ $scores ->
    [yes] , and the card scores { JOIN($points, " and ") } as a first turn-up would
   *[no] {""}
 }; if it is, { $again } applies.{ $discards ->
    [yes] {" "}Then everyone discards ({ $discard }).
   *[no] {" "}Then the play begins.
 }
rule-run-again = If the new card is of the refused suit, it is set aside and the dealer runs the cards again, as often as needed.{ $scores ->
    [yes] {" "}A card set aside scores no { JOIN($points, " or ") }: its suit was never offered as trump.
   *[no] {""}
 }
# $size: the cards a run deals each player; $runs: the runs the stock allows at each table
# size (bunch-runs, listed)
rule-bunch = When a run is due and the stock holds fewer cards than { FORM($size, "words") } for each player and one to turn up, the cards are bunched: the hand ends unplayed, and the same dealer deals a new hand. So a hand has room for at most { JOIN($runs, " and ") }.{ $scores ->
    [yes] {" "}Points a turn-up has already scored ({ JOIN($points, " and ") }) stand.
   *[no] {""}
 }
# $runs runs with $players players; $first: yes for the first of the list
bunch-runs = { $first ->
    [yes] { FORM($runs, "words") } { $runs ->
        [one] run
       *[other] runs
    } with { FORM($players, "words") } players
   *[no] { FORM($runs, "words") } with { FORM($players, "words") }
 }
# $keep: the cards each player keeps
rule-discard-after-run = When a run fixed trump, each player discards down to { FORM($keep, "words") } { $keep ->
    [one] card
   *[other] cards
 }, any cards they hold, one card at a time: eldest first, then { rule-way }, each player making all their discards before the next.{ $note }
