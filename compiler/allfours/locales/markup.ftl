### Markup that every language shares: no words here.

bold = **{ $text }**
# The separator of the parts of a longer sentence: "Anna discards 3; Ben discards 2".
list-parts = {"; "}
# A suit's column in a table of hands: its symbol, its name ($name) shown on hovering.
suit-heading = <span title="{ $name }">{ $suit ->
    [S] ♠
    [H] ♥
    [D] ♦
   *[C] ♣
 }</span>
# A point's name and, where there are any, the rules that say it ($rules): "**Gift** (SU-3.4)".
point-cited = { $title }{ $cited ->
    [yes] {" "}({ JOIN($rules, ", ") })
   *[no] {""}
 }
