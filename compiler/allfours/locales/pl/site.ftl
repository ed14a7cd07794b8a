### Własne strony witryny: spisy regulaminów i kart zasad.

index-rulebooks-title = Regulaminy
index-rulebooks-intro = Jedna strona na grę, każda reguła ponumerowana. Każda sekcja to gra z rodziny wraz z zasadami domowymi, które ją zmieniają; zacznij od gry, a zasadę domową czytaj jako kilka reguł, które zmienia.
index-cards-title = Karty zasad
index-cards-intro = Jedna strona do druku na grę: czym się wyróżnia, jej ustawienia w skrócie oraz rozgrywka i punkty w całości.
index-house-rules = Zasady domowe: { $rules }.
