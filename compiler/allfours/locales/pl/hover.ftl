### The language server's hover, beside the rulebook's own sentences for a line of a
### variant file: what the line decides, and what it replaces in a house rule.

hover-decides = ustala
hover-replaces = zastępuje wiersz { NUMBER($line, useGrouping: 0) } wariantu { $base }
hover-default = zmienia wartość domyślną
hover-base = tak, jak mówi regulamin wariantu { $base } (ten plik ma jeszcze błędy)
hover-extends = oparty na
hover-none = żadna reguła regulaminu tego wariantu tego nie mówi
