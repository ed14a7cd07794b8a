language-name = English
# The CLDR locale whose plural rules, list joins and number formats the pages use.
language-cldr = en-GB
