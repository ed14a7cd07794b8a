### The simulation's words: a rulebook page's "What these rules do" section and the page
### "What the house rules do". Variables: $games, $players, $seed, $base (a variant's id),
### $value (a number already formatted).

sim-heading = What these rules do
sim-intro = From { $games } games between rule-based players, { $players } at the table (seed { $seed }, `allfours simulate --site`); each figure with its 95% confidence interval.
sim-against = Against [{ $base }]({ $base }.md), the variant this one changes, over as many games; * marks a difference with p < 0.05.
sim-columns-0 = figure
sim-columns-1 = value
sim-columns-2 = 95% interval
sim-against_columns-0 = figure
sim-against_columns-1 = { $base }
sim-against_columns-2 = here
sim-against_columns-3 = difference
sim-against_columns-4 = 95% interval
sim-against_columns-5 = p
sim-figure-hands_per_game = hands per game
sim-figure-points_per_hand = points made per hand
sim-figure-pitcher_made = the contract is made
sim-figure-set_back = the pitcher is set back
sim-figure-smudge_bid = a smudge is bid (of contracts)
sim-figure-smudge_made = a smudge is made (of smudges bid)
sim-figure-moon_bid = the moon is bid (of contracts)
sim-figure-moon_made = the moon is made (of moons bid)
sim-figure-passed_out = hands thrown in
sim-figure-win_rate-seat_0 = the first seat wins
sim-impact_title = What the house rules do
sim-impact_intro = Every bundled house rule set against the variant it extends, from the site's simulation: rule-based players at the variant's usual table, the same number of games for each variant and the same seed (`allfours simulate --site`). A change is listed where the difference from the base has p < 0.05, with the base's figure, the house rule's, and the difference's 95% interval; each rulebook page has every figure.
sim-impact_columns-0 = house rule
sim-impact_columns-1 = what it changes
sim-impact_columns-2 = no clear change in
sim-on = on
sim-to = to
sim-nothing = nothing measurable
# A proportion, $value the percentage already in the language's digits
sim-percent = { $value }%
