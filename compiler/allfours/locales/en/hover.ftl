### The language server's hover, beside the rulebook's own sentences for a line of a
### variant file: what the line decides, and what it replaces in a house rule.

# before the setting's name in the rules module: "**target** decides `game.target`"
hover-decides = decides
# $base: the base variant's id; $line: the number of its line
hover-replaces = replaces { $base }'s line { NUMBER($line, useGrouping: 0) }
# before the setting's default value
hover-default = changes the default
# $base: the base variant's id, whose rulebook is shown for a file with errors
hover-base = as { $base }'s rulebook says it (this file does not check yet)
# before the base variant's id and title
hover-extends = built on
hover-none = no rule of this variant's rulebook states it
