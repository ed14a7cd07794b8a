language-name = Polski
language-cldr = pl
