### Własne strony witryny: spisy regulaminów i kart zasad.

index-rulebooks-title = Regulaminy
index-rulebooks-intro = Jedna strona na grę, każda reguła ponumerowana. Każda sekcja to gra z rodziny wraz z zasadami domowymi, które ją zmieniają; zacznij od gry, a zasadę domową czytaj jako kilka reguł, które zmienia.
index-cards-title = Karty zasad
index-cards-intro = Jedna strona do druku na grę: czym się wyróżnia, jej ustawienia w skrócie oraz rozgrywka i punkty w całości.
index-house-rules = Zasady domowe: { $rules }.


errors-title = Indeks błędów
errors-intro = Wszystkie komunikaty, jakie może zgłosić sprawdzanie, w kolejności kodów: co znaczy każdy z nich, przykład, który go wywołuje, i jak go poprawić. Sprawdzanie pisze komunikaty po angielsku; `allfours explain CODE` pokazuje ten sam wpis po angielsku.
errors-example = Przykład
errors-fix = Jak to poprawić
errors-empty = pusty plik

reference-turned = przy atucie odkrytym
reference-named = przy atucie wybranym
reference-rules = reguły
reference-default = Domyślnie
reference-required = *wymagane* w wariancie bez `extends`

preview-title = Podgląd: { $title }
preview-intro = Podgląd pliku { $source }, zbudowany tak, jak buduje go `allfours build`.
preview-pages = Strony
preview-rulebook = regulamin
preview-card = karta zasad
preview-bases = Warianty, na których jest zbudowany, dla odnośników regulaminu:
