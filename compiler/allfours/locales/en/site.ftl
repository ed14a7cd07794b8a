### The site's own pages: the indexes of the rulebooks and the rule cards.

index-rulebooks-title = Rulebooks
index-rulebooks-intro = One page per game, every rule numbered. Each section is a game of the family with the house rules built on it; start with the game, then read a house rule as the few rules it changes.
index-cards-title = Rule cards
index-cards-intro = One printable page per game: what makes it that game, its settings at a glance, the play and the points in full.
# $rules: the house rules' links, listed
index-house-rules = House rules: { $rules }.

## The error index

errors-title = Error index
errors-intro = Every diagnostic the checker can report, in the order of its code: what it means, an example that causes it, and how to fix it. `allfours explain CODE` prints the same entry.
errors-example = Example
errors-fix = How to fix it
errors-empty = an empty file

## The language reference: how it marks the numbers of the turn-up and the Pedro lines, and a setting's labels

reference-turned = with a turned-up trump
reference-named = with a named trump
reference-rules = rules
reference-default = Default
reference-required = *required* in a variant without `extends`

## allfours preview: the first page of a preview. $title: the variant's title; $source: its file

preview-title = Preview: { $title }
preview-intro = A preview of { $source }, built as `allfours build` builds it.
preview-pages = Pages
preview-rulebook = rulebook
preview-card = rule card
preview-bases = The variants it is built on, for the rulebook's links:
