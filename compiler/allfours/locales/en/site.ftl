### The site's own pages: the indexes of the rulebooks and the rule cards.

index-rulebooks-title = Rulebooks
index-rulebooks-intro = One page per game, every rule numbered. Each section is a game of the family with the house rules built on it; start with the game, then read a house rule as the few rules it changes.
index-cards-title = Rule cards
index-cards-intro = One printable page per game: what makes it that game, its settings at a glance, the play and the points in full.
# $rules: the house rules' links, listed
index-house-rules = House rules: { $rules }.
