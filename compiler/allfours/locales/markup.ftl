### Markup that every language shares: no words here.

bold = **{ $text }**
# The separator of the parts of a longer sentence: "Anna discards 3; Ben discards 2".
list-parts = {"; "}
