### The language server's hover, beside the rulebook's own sentences for a line of a
### variant file: what the line decides, and what it replaces in a house rule.

hover-decides = decide
hover-replaces = sustituye la línea { NUMBER($line, useGrouping: 0) } de { $base }
hover-default = cambia el valor por defecto
hover-base = como lo dice el reglamento de { $base } (este archivo aún tiene errores)
hover-extends = basada en
hover-none = ninguna regla del reglamento de esta variante lo dice
