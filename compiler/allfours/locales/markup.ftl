### Markup that every language shares: no words here.

bold = **{ $text }**
