language-name = Español
language-cldr = es
