"""The registry of diagnostic codes: one place that names, explains and exemplifies each.

Each code is a member of `Code`, so a diagnostic names its code as `Code.E0301`: a typo
is an error for mypy (and at import), never a code no one documented. `allfours explain
CODE` prints an entry, the docs' error index is built from this table, and a test proves
that every code here is both documented and triggered by a fixture.
"""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple


class Text(NamedTuple):
    """An entry's words in one language: what is wrong, why, and how to fix it."""

    summary: str
    explanation: str
    fix: str
    example: str = ""  # where the example is a file described in words: the words


class Entry(NamedTuple):
    slug: str  # the code's name in words, e.g. "too-many-cards-dealt"
    summary: str
    explanation: str
    example: str
    fix: str  # how to fix it, a sentence
    # the entry in the site's other languages (the checker's own messages stay English)
    es: Text
    pl: Text

    def text(self, language: str) -> Text:
        """The entry's words in a language ("en", "es", "pl"); English for any other."""
        translated: dict[str, Text] = {"es": self.es, "pl": self.pl}
        return translated.get(language, Text(self.summary, self.explanation, self.fix))


_HEADER = 'variant house "House Pitch" extends auction_pitch\n'


class Code(Enum):
    # -- reading the file -------------------------------------------------------
    E0001 = Entry(
        "not-utf8",
        "the file is not UTF-8 text",
        "Variant files are plain text in UTF-8; this one is in another encoding, so "
        "letters such as ñ or accents cannot be read.",
        "(a file saved in Latin-1 with the word `señor` in it)",
        fix=(
            "Save the file as UTF-8 (in most editors: Save as, then the encoding UTF-8) and check "
            "it again."
        ),
        es=Text(
            "el archivo no es texto UTF-8",
            "Los archivos de variante son texto plano en UTF-8. El archivo usa otra codificación, "
            "así que letras como la ñ o las tildes no se pueden leer.",
            "Guarda el archivo como UTF-8 (en casi todos los editores: Guardar como y la "
            "codificación UTF-8) y vuelve a comprobarlo.",
            "(un archivo guardado en Latin-1 con la palabra `señor`)",
        ),
        pl=Text(
            "plik nie jest tekstem UTF-8",
            "Pliki wariantów to zwykły tekst w UTF-8. Ten plik ma inne kodowanie, więc litery "
            "takie jak ą czy ż nie dają się odczytać.",
            "Zapisz plik w UTF-8 (w większości edytorów: Zapisz jako i kodowanie UTF-8) i sprawdź "
            "go ponownie.",
            "(plik zapisany w Latin-1 ze słowem `señor`)",
        ),
    )
    E0002 = Entry(
        "binary-file",
        "the file holds binary data, not text",
        "The file contains NUL bytes, which never appear in text. It is probably an "
        "image, an archive or a document from a word processor, not a variant file.",
        "(a PNG picture renamed to house.variant)",
        fix=(
            "Open the variant file you meant to check, or write the variant as plain text in a "
            "text editor."
        ),
        es=Text(
            "el archivo contiene datos binarios, no texto",
            "El archivo contiene bytes NUL, que nunca aparecen en un texto. Seguramente es una "
            "imagen, un archivo comprimido o un documento de un procesador de textos, no un "
            "archivo de variante.",
            "Comprueba el archivo que querías, o escribe la variante como texto plano en un "
            "editor de texto.",
            "(una imagen PNG renombrada como house.variant)",
        ),
        pl=Text(
            "plik zawiera dane binarne, a nie tekst",
            "Plik zawiera bajty NUL, których nigdy nie ma w tekście. To najpewniej obraz, "
            "archiwum albo dokument z edytora tekstu, a nie plik wariantu.",
            "Sprawdź właściwy plik albo zapisz wariant jako zwykły tekst w edytorze tekstu.",
            "(obraz PNG przemianowany na house.variant)",
        ),
    )
    E0003 = Entry(
        "file-too-large",
        "the file is too large to be a variant",
        "A variant file states the rules of one game in a few dozen lines. Files over "
        "256 KiB are refused before parsing so that a mistake cannot stall the checker.",
        "(a 1 MB file)",
        fix=(
            "Check that this is the variant file you meant; a variant needs only a few dozen lines."
        ),
        es=Text(
            "el archivo es demasiado grande para ser una variante",
            "Un archivo de variante expone las reglas de un juego en unas pocas docenas de "
            "líneas. Los archivos de más de 256 KiB se rechazan antes de leerlos, para que un "
            "error no bloquee el comprobador.",
            "Comprueba que es el archivo de variante que querías; una variante solo necesita unas "
            "pocas docenas de líneas.",
            "(un archivo de 1 MB)",
        ),
        pl=Text(
            "plik jest za duży, by był wariantem",
            "Plik wariantu opisuje zasady jednej gry w kilkudziesięciu wierszach. Pliki większe "
            "niż 256 KiB są odrzucane przed czytaniem, żeby pomyłka nie zablokowała sprawdzania.",
            "Sprawdź, czy to właściwy plik wariantu; wariant potrzebuje tylko kilkudziesięciu "
            "wierszy.",
            "(plik o rozmiarze 1 MB)",
        ),
    )
    E0004 = Entry(
        "empty-file",
        "the file is empty",
        "A variant file starts with a header line naming the variant, for example "
        '`variant house "House Pitch" extends auction_pitch`.',
        "",
        fix="Start the file with a header line, then one line per setting.",
        es=Text(
            "el archivo está vacío",
            "Un archivo de variante empieza con una línea de cabecera que nombra la variante, por "
            'ejemplo `variant house "House Pitch" extends auction_pitch`.',
            "Empieza el archivo con la línea de cabecera y después una línea por cada ajuste.",
        ),
        pl=Text(
            "plik jest pusty",
            "Plik wariantu zaczyna się od wiersza nagłówka, który nazywa wariant, na przykład "
            '`variant house "House Pitch" extends auction_pitch`.',
            "Zacznij plik od wiersza nagłówka, a potem napisz po jednym wierszu na każde "
            "ustawienie.",
        ),
    )
    E0005 = Entry(
        "unreadable-file",
        "the file cannot be read",
        "A file that `allfours check` found in a folder, or that `extends` names, is a "
        "folder itself or may not be read. (A path given on the command line that does "
        "not exist is a usage error, exit code 2.)",
        "(a folder named house.variant inside the folder being checked)",
        fix="Rename or remove the folder, or give yourself permission to read the file.",
        es=Text(
            "no se puede leer el archivo",
            "Un archivo que `allfours check` encontró en una carpeta, o que nombra `extends`, es "
            "en realidad una carpeta o no se tiene permiso para leerlo. (Una ruta de la línea de "
            "órdenes que no existe es un error de uso, con código de salida 2.)",
            "Cambia el nombre de la carpeta o quítala, o date permiso de lectura sobre el archivo.",
            "(una carpeta llamada house.variant dentro de la carpeta que se comprueba)",
        ),
        pl=Text(
            "nie można odczytać pliku",
            "Plik, który `allfours check` znalazł w folderze albo który wskazuje `extends`, jest "
            "w rzeczywistości folderem albo brak uprawnień do jego odczytu. (Nieistniejąca "
            "ścieżka podana w wierszu poleceń to błąd użycia, z kodem wyjścia 2.)",
            "Zmień nazwę folderu lub go usuń albo nadaj sobie prawo do odczytu pliku.",
            "(folder o nazwie house.variant w sprawdzanym folderze)",
        ),
    )
    # -- the grammar --------------------------------------------------------------
    E0101 = Entry(
        "unexpected-word",
        "a word the language does not expect here",
        "Each line of a variant file is a sentence with a fixed shape. The checker "
        "shows which words could come at this point; a misspelt word is often the "
        "cause, and the checker suggests the nearest expected word.",
        _HEADER + "targte: 11\n",
        fix=(
            "Correct the word the caret points at; the checker lists the words that may come "
            "there and suggests the nearest one."
        ),
        es=Text(
            "una palabra que el lenguaje no espera aquí",
            "Cada línea de un archivo de variante es una frase con una forma fija. El comprobador "
            "muestra qué palabras pueden venir en ese punto; la causa suele ser una palabra mal "
            "escrita, y el comprobador propone la más parecida.",
            "Corrige la palabra que señala el acento circunflejo (^); el comprobador enumera las "
            "palabras posibles y propone la más parecida.",
        ),
        pl=Text(
            "słowo, którego język się tu nie spodziewa",
            "Każdy wiersz pliku wariantu to zdanie o ustalonej budowie. Sprawdzanie pokazuje, "
            "jakie słowa mogą stać w tym miejscu; zwykle przyczyną jest literówka, a sprawdzanie "
            "podpowiada najbliższe słowo.",
            "Popraw słowo wskazane daszkiem (^); sprawdzanie wymienia słowa, które mogą tam stać, "
            "i podpowiada najbliższe.",
        ),
    )
    E0102 = Entry(
        "unexpected-character",
        "a character the language does not use",
        "Variant files use letters, digits, spaces and a few punctuation marks "
        "(`:` `,` `;` `(` `)` `=` and quotes). Anything else is a typing slip.",
        _HEADER + "target: 11!\n",
        fix="Delete the character, or replace it with one the language uses.",
        es=Text(
            "un carácter que el lenguaje no usa",
            "Los archivos de variante usan letras, cifras, espacios y unos pocos signos de "
            "puntuación (`:` `,` `;` `(` `)` `=` y comillas). Cualquier otro es un error al "
            "teclear.",
            "Borra el carácter o cámbialo por uno que el lenguaje use.",
        ),
        pl=Text(
            "znak, którego język nie używa",
            "Pliki wariantów używają liter, cyfr, spacji i kilku znaków interpunkcyjnych (`:` `,` "
            "`;` `(` `)` `=` oraz cudzysłowów). Każdy inny znak to literówka.",
            "Usuń ten znak albo zastąp go takim, którego język używa.",
        ),
    )
    E0103 = Entry(
        "unexpected-end",
        "the file ends in the middle of a line",
        "The last line stops before its sentence is complete, as when a file is truncated.",
        _HEADER + "auction: bids 2 to\n",
        fix="Finish the last line, or remove it.",
        es=Text(
            "el archivo termina en medio de una línea",
            "La última línea se corta antes de completar su frase, como cuando un archivo queda "
            "truncado.",
            "Completa la última línea o bórrala.",
        ),
        pl=Text(
            "plik kończy się w połowie wiersza",
            "Ostatni wiersz urywa się, zanim zdanie jest pełne, jak w uciętym pliku.",
            "Dokończ ostatni wiersz albo go usuń.",
        ),
    )
    E0105 = Entry(
        "number-too-large",
        "a number far larger than any game needs",
        "Numbers in a variant file count cards, points, bids and chips; the checker "
        "refuses numbers of more than six digits rather than compute with them.",
        _HEADER + "target: 10000000\n",
        fix="Use a number of six digits or fewer; no game needs more.",
        es=Text(
            "un número mucho mayor de lo que necesita un juego",
            "Los números de un archivo de variante cuentan cartas, puntos, ofertas y fichas; el "
            "comprobador rechaza los de más de seis cifras en lugar de calcular con ellos.",
            "Usa un número de seis cifras como mucho; ningún juego necesita más.",
        ),
        pl=Text(
            "liczba o wiele większa, niż potrzebuje jakakolwiek gra",
            "Liczby w pliku wariantu liczą karty, punkty, oferty i żetony; sprawdzanie odrzuca "
            "liczby dłuższe niż sześć cyfr, zamiast na nich liczyć.",
            "Użyj liczby co najwyżej sześciocyfrowej; żadna gra nie potrzebuje większej.",
        ),
    )
    E0104 = Entry(
        "missing-header",
        "the file does not start with a `variant` line",
        "The first line that is not a comment names the variant: "
        '`variant ID "Title"`, optionally followed by `extends BASE`.',
        "target: 11\n",
        fix=(
            'Add the header as the first line: `variant ID "Title"`, or `variant ID "Title" '
            "extends BASE`."
        ),
        es=Text(
            "el archivo no empieza con una línea `variant`",
            'La primera línea que no es un comentario nombra la variante: `variant ID "Title"`, '
            "seguida si se quiere de `extends BASE`.",
            'Añade la cabecera como primera línea: `variant ID "Title"` o `variant ID "Title" '
            "extends BASE`.",
        ),
        pl=Text(
            "plik nie zaczyna się od wiersza `variant`",
            'Pierwszy wiersz, który nie jest komentarzem, nazywa wariant: `variant ID "Title"`, '
            "ewentualnie z dopiskiem `extends BASE`.",
            'Dodaj nagłówek jako pierwszy wiersz: `variant ID "Title"` albo `variant ID "Title" '
            "extends BASE`.",
        ),
    )
    E0106 = Entry(
        "number-out-of-range",
        "a number outside the range its place allows",
        "Each number of the language has a range: at least one card more for each player "
        "in a run, a kitty of one card or more, at most as many cards discarded as a hand "
        "holds, a point worth 1 or more, a side set back once or more. The language "
        "reference and completion give each number's range.",
        'variant house "House Seven-Up" extends seven_up\n'
        "running the cards: 0 more cards each, then a new card turned up, until the suit "
        "changes\n",
        fix="Write a number inside the range the message gives.",
        es=Text(
            "un número fuera del intervalo que admite su lugar",
            "Cada número del lenguaje tiene un intervalo: al menos una carta más por jugador al "
            "correr las cartas, un mazo reservado de una carta o más, como mucho tantas cartas "
            "descartadas como tiene una mano, un punto que vale 1 o más, un equipo retrasado una "
            "vez o más. La referencia del lenguaje y el autocompletado dan el intervalo de cada "
            "número.",
            "Escribe un número dentro del intervalo que da el mensaje.",
        ),
        pl=Text(
            "liczba spoza przedziału, który dopuszcza jej miejsce",
            "Każda liczba języka ma swój przedział: co najmniej jedna karta więcej dla każdego "
            "gracza przy rozdawaniu dalej, talonik z co najmniej jednej karty, najwyżej tyle "
            "zrzuconych kart, ile ma ręka, punkt wart co najmniej 1, strona cofnięta co najmniej "
            "raz. Opis języka i podpowiadanie podają przedział każdej liczby.",
            "Wpisz liczbę z przedziału podanego w komunikacie.",
        ),
    )
    # -- the shape of the variant -----------------------------------------------
    E0201 = Entry(
        "duplicate-setting",
        "a setting is given twice",
        "Each setting may be stated once per file; the checker cannot know which of "
        "two values you meant. To change a setting of the base variant, state it "
        "once in the file that extends it.",
        _HEADER + "target: 11\ntarget: 21\n",
        fix="Keep one of the two lines.",
        es=Text(
            "un ajuste aparece dos veces",
            "Cada ajuste se indica una sola vez por archivo; el comprobador no puede saber cuál "
            "de los dos valores querías. Para cambiar un ajuste de la variante base, indícalo una "
            "vez en el archivo que la extiende.",
            "Deja solo una de las dos líneas.",
        ),
        pl=Text(
            "ustawienie podano dwa razy",
            "Każde ustawienie podaje się w pliku tylko raz; sprawdzanie nie wie, o którą z dwóch "
            "wartości chodziło. Aby zmienić ustawienie wariantu bazowego, podaj je raz w pliku, "
            "który go rozszerza.",
            "Zostaw tylko jeden z dwóch wierszy.",
        ),
    )
    E0202 = Entry(
        "unknown-base",
        "`extends` names a variant that does not exist",
        "A variant extends another variant from the same folder or from the bundled "
        "variants, named by its id (the file name without `.variant`). The base must "
        "check on its own: a base whose file has errors cannot be extended either.",
        'variant house "House Pitch" extends auction_pich\n',
        fix=(
            "Correct the name after `extends` (the checker suggests the nearest), or fix the "
            "base's own errors first."
        ),
        es=Text(
            "`extends` nombra una variante que no existe",
            "Una variante extiende otra de la misma carpeta o de las variantes incluidas, "
            "nombrada por su identificador (el nombre del archivo sin `.variant`). La base tiene "
            "que pasar la comprobación por sí sola: una base con errores tampoco se puede "
            "extender.",
            "Corrige el nombre que sigue a `extends` (el comprobador propone el más parecido) o "
            "corrige antes los errores de la base.",
        ),
        pl=Text(
            "`extends` wskazuje wariant, który nie istnieje",
            "Wariant rozszerza inny wariant z tego samego folderu albo z wariantów dołączonych, "
            "podany przez identyfikator (nazwę pliku bez `.variant`). Baza musi sama przejść "
            "sprawdzanie: bazy z błędami też nie da się rozszerzyć.",
            "Popraw nazwę po `extends` (sprawdzanie podpowiada najbliższą) albo najpierw popraw "
            "błędy bazy.",
        ),
    )
    E0203 = Entry(
        "extends-cycle",
        "variants extend each other in a circle",
        "Following `extends` from this variant comes back to it, so no variant in the "
        "circle has a base to start from.",
        'variant a "A" extends b   # and b.variant says: extends a\n',
        fix="Make one variant of the circle stand on its own, or extend a bundled variant.",
        es=Text(
            "variantes que se extienden entre sí en círculo",
            "Siguiendo `extends` desde esta variante se vuelve a ella, así que ninguna variante "
            "del círculo tiene una base de la que partir.",
            "Haz que una de las variantes del círculo se sostenga sola o que extienda una "
            "variante incluida.",
        ),
        pl=Text(
            "warianty rozszerzają się nawzajem w kółko",
            "Idąc po `extends` od tego wariantu, wraca się do niego samego, więc żaden wariant w "
            "kółku nie ma bazy, od której można zacząć.",
            "Niech jeden z wariantów w kółku stoi sam albo rozszerza wariant dołączony.",
        ),
    )
    E0204 = Entry(
        "name-mismatch",
        "the variant's id differs from its file name",
        "Other variants find this one through `extends ID`, which looks for the file "
        "`ID.variant`, and generated files are named after the id.",
        'variant friday "Friday Pitch" extends auction_pitch   # in saturday.variant\n',
        fix="Rename the file or the id so that they agree.",
        es=Text(
            "el identificador de la variante no coincide con el nombre de su archivo",
            "Las demás variantes encuentran esta mediante `extends ID`, que busca el archivo "
            "`ID.variant`, y los archivos generados llevan el nombre del identificador.",
            "Cambia el nombre del archivo o el identificador para que coincidan.",
        ),
        pl=Text(
            "identyfikator wariantu różni się od nazwy pliku",
            "Inne warianty znajdują ten przez `extends ID`, które szuka pliku `ID.variant`, a "
            "pliki generowane noszą nazwę identyfikatora.",
            "Zmień nazwę pliku albo identyfikator, tak by się zgadzały.",
        ),
    )
    E0205 = Entry(
        "missing-setting",
        "a variant that extends nothing leaves out a setting that has no default",
        "A variant without `extends` must state the players, the deal, the auction, "
        "at least one point, and the target. Everything else has a documented default.",
        'variant bare "Bare"\nplayers: 4\n',
        fix="Add the line the help shows, or build the variant on a base with `extends`.",
        es=Text(
            "una variante sin base omite un ajuste que no tiene valor por defecto",
            "Una variante sin `extends` debe indicar los jugadores, el reparto, la subasta, al "
            "menos un punto y la meta. Todo lo demás tiene un valor por defecto documentado.",
            "Añade la línea que muestra la ayuda, o construye la variante sobre una base con "
            "`extends`.",
        ),
        pl=Text(
            "wariant bez bazy pomija ustawienie, które nie ma wartości domyślnej",
            "Wariant bez `extends` musi podać graczy, rozdanie, licytację, co najmniej jeden "
            "punkt i cel. Wszystko inne ma udokumentowaną wartość domyślną.",
            "Dodaj wiersz pokazany w podpowiedzi albo zbuduj wariant na bazie przez `extends`.",
        ),
    )
    E0206 = Entry(
        "unknown-point",
        "`count out` names a point that the variant does not define",
        "`count out` lists the variant's points by id in the order they are credited "
        "when several players reach the target in the same hand.",
        _HEADER + "count out: the pitcher first, then high, lo, jack, game\n",
        fix="Spell the point as its `point` line names it (the checker suggests the nearest id).",
        es=Text(
            "`count out` nombra un punto que la variante no define",
            "`count out` enumera los puntos de la variante por su identificador, en el orden en "
            "que se anotan cuando varios jugadores llegan a la meta en la misma mano.",
            "Escribe el punto como lo nombra su línea `point` (el comprobador propone el "
            "identificador más parecido).",
        ),
        pl=Text(
            "`count out` wymienia punkt, którego wariant nie definiuje",
            "`count out` wymienia punkty wariantu po identyfikatorach, w kolejności, w jakiej się "
            "je zalicza, gdy kilku graczy dochodzi do celu w tym samym rozdaniu.",
            "Zapisz punkt tak, jak nazywa go wiersz `point` (sprawdzanie podpowiada najbliższy "
            "identyfikator).",
        ),
    )
    E0207 = Entry(
        "incomplete-count-out",
        "`count out` leaves out a point or names one twice",
        "Every point of the variant must appear exactly once in `count out`, so that "
        "the winner is decided the same way at every table.",
        _HEADER + "count out: the pitcher first, then high, low, game\n",
        fix="List every point of the variant once in `count out`.",
        es=Text(
            "`count out` omite un punto o nombra uno dos veces",
            "Cada punto de la variante debe aparecer exactamente una vez en `count out`, para que "
            "el ganador se decida igual en todas las mesas.",
            "Enumera en `count out` cada punto de la variante una sola vez.",
        ),
        pl=Text(
            "`count out` pomija punkt albo wymienia go dwa razy",
            "Każdy punkt wariantu musi wystąpić w `count out` dokładnie raz, żeby zwycięzcę "
            "wyłaniano przy każdym stole tak samo.",
            "Wymień w `count out` każdy punkt wariantu dokładnie raz.",
        ),
    )
    E0208 = Entry(
        "bad-rule-prefix",
        "rule numbers need a prefix of capital letters",
        "Rulebook sections and engine errors cite rules as PREFIX-x.y (for example "
        "AP-4.3). The prefix is 1 to 6 capital letters.",
        _HEADER + "rule numbers: ap\n",
        fix="Write the prefix in 1 to 6 capital letters, such as `rule numbers: HP`.",
        es=Text(
            "los números de regla necesitan un prefijo de mayúsculas",
            "Las secciones del reglamento y los errores del motor citan las reglas como "
            "PREFIJO-x.y (por ejemplo AP-4.3). El prefijo tiene de 1 a 6 letras mayúsculas.",
            "Escribe el prefijo con 1 a 6 letras mayúsculas, como `rule numbers: HP`.",
        ),
        pl=Text(
            "numery reguł wymagają przedrostka z wielkich liter",
            "Rozdziały regulaminu i błędy silnika podają reguły jako PRZEDROSTEK-x.y (na przykład "
            "AP-4.3). Przedrostek ma od 1 do 6 wielkich liter.",
            "Zapisz przedrostek od 1 do 6 wielkimi literami, na przykład `rule numbers: HP`.",
        ),
    )
    E0209 = Entry(
        "extends-too-deep",
        "variants extend each other too deep",
        "A variant may stand on a base that stands on another, up to 16 files deep. A "
        "longer chain is a mistake.",
        "(17 variant files, each extending the next)",
        fix="Build the house rule on a bundled variant, or on a variant one or two steps from one.",
        es=Text(
            "variantes que se extienden unas a otras con demasiada profundidad",
            "Una variante puede apoyarse en una base que se apoya en otra, hasta 16 archivos de "
            "profundidad. Una cadena más larga es un error.",
            "Construye la regla de la casa sobre una variante incluida, o sobre una que esté a "
            "uno o dos pasos de una incluida.",
            "(17 archivos de variante, cada uno extendiendo el siguiente)",
        ),
        pl=Text(
            "warianty rozszerzają się nawzajem zbyt głęboko",
            "Wariant może stać na bazie, która stoi na innej, do 16 plików w głąb. Dłuższy "
            "łańcuch to pomyłka.",
            "Zbuduj regułę domową na wariancie dołączonym albo na wariancie o jeden lub dwa kroki "
            "od niego.",
            "(17 plików wariantów, z których każdy rozszerza następny)",
        ),
    )
    E0210 = Entry(
        "unknown-language",
        "a title or description in a language the site does not have",
        "`title es:` and `description pl:` give the variant's title and description on "
        "its Spanish and Polish pages. The code after `title` or `description` must be one "
        "of the site's other languages, `es` or `pl`; the English title is the one in the "
        "`variant` line, and the English description is `description:`.",
        _HEADER + 'title fr: "Pitch de la maison"\n',
        fix=(
            "Use `es` or `pl` after `title` or `description`; give the English title in the "
            "`variant` line."
        ),
        es=Text(
            "un título o una descripción en un idioma que el sitio no tiene",
            "`title es:` y `description pl:` dan el título y la descripción de la variante en sus "
            "páginas en español y en polaco. El código que sigue a `title` o `description` debe "
            "ser uno de los otros idiomas del sitio, `es` o `pl`; el título en inglés es el de la "
            "línea `variant`, y la descripción en inglés es `description:`.",
            "Usa `es` o `pl` tras `title` o `description`; el título en inglés va en la línea "
            "`variant`.",
        ),
        pl=Text(
            "tytuł albo opis w języku, którego strona nie ma",
            "`title es:` i `description pl:` podają tytuł i opis wariantu na jego stronach "
            "hiszpańskich i polskich. Kod po `title` lub `description` musi być jednym z "
            "pozostałych języków strony, `es` albo `pl`; tytuł angielski to ten z wiersza "
            "`variant`, a opis angielski to `description:`.",
            "Użyj `es` albo `pl` po `title` lub `description`; tytuł angielski podaj w wierszu "
            "`variant`.",
        ),
    )
    # -- players, pack and deal ---------------------------------------------------
    E0301 = Entry(
        "too-many-cards-dealt",
        "the deal needs more cards than the pack holds",
        "With the most players the variant allows, every player receives the hand "
        "size; together that must not exceed the pack.",
        _HEADER + "players: 2 to 10\n",
        fix="Allow fewer players, deal fewer cards, or use a larger pack.",
        es=Text(
            "el reparto necesita más cartas de las que tiene la baraja",
            "Con el mayor número de jugadores que permite la variante, cada jugador recibe una "
            "mano completa; en total no pueden ser más cartas que las de la baraja.",
            "Permite menos jugadores, reparte menos cartas o usa una baraja mayor.",
        ),
        pl=Text(
            "rozdanie wymaga więcej kart, niż ma talia",
            "Przy największej liczbie graczy, jaką wariant dopuszcza, każdy dostaje pełną rękę; "
            "razem nie może to przekroczyć talii.",
            "Dopuść mniej graczy, rozdawaj mniej kart albo użyj większej talii.",
        ),
    )
    E0302 = Entry(
        "uneven-packets",
        "the packets do not add up to the hand",
        "Cards are dealt in packets of the same size until every hand is full, so the "
        "packet size must divide the hand size.",
        _HEADER + "deal: 6 cards each, in packets of 4, starting left of the dealer\n",
        fix="Use a packet size that divides the hand size, such as 3 for a hand of 6.",
        es=Text(
            "los paquetes no suman la mano",
            "Las cartas se reparten en paquetes del mismo tamaño hasta completar cada mano, así "
            "que el tamaño del paquete debe dividir el de la mano.",
            "Usa un tamaño de paquete que divida el de la mano, como 3 para una mano de 6.",
        ),
        pl=Text(
            "paczki nie składają się na rękę",
            "Karty rozdaje się w paczkach tej samej wielkości, aż każda ręka jest pełna, więc "
            "wielkość paczki musi dzielić wielkość ręki.",
            "Użyj paczki, która dzieli wielkość ręki, na przykład 3 przy ręce z 6 kart.",
        ),
    )
    E0303 = Entry(
        "bad-player-range",
        "the range of players is impossible",
        "A game needs at least two players, and the smallest number of players "
        "cannot exceed the largest.",
        _HEADER + "players: 5 to 3\n",
        fix="Start the range at 2 or more, with the smaller number first.",
        es=Text(
            "el número de jugadores es imposible",
            "Un juego necesita al menos dos jugadores, y el número menor de jugadores no puede "
            "superar al mayor.",
            "Empieza el intervalo en 2 o más, con el número menor delante.",
        ),
        pl=Text(
            "niemożliwa liczba graczy",
            "Gra wymaga co najmniej dwóch graczy, a najmniejsza liczba graczy nie może "
            "przekraczać największej.",
            "Zacznij przedział od 2 lub więcej, z mniejszą liczbą na początku.",
        ),
    )
    E0304 = Entry(
        "unsupported-pack",
        "the pack's card count does not match its ranks",
        "A pack is the four suits from the ace down to a lowest rank (the two unless "
        "stated), plus a joker if it says `with one joker`. Its card count must be what "
        "those ranks make: 52, 53 with a joker, 32 from the ace down to the seven.",
        _HEADER + "pack: 48 cards, ace high\n",
        fix="Write the card count those ranks make, or change the lowest rank.",
        es=Text(
            "el número de cartas de la baraja no corresponde a sus valores",
            "Una baraja son los cuatro palos desde el as hasta un valor mínimo (el dos si no se "
            "indica otro), más un comodín si dice `with one joker`. Su número de cartas debe ser "
            "el que dan esos valores: 52, 53 con un comodín, 32 del as al siete.",
            "Escribe el número de cartas que dan esos valores, o cambia el valor más bajo.",
        ),
        pl=Text(
            "liczba kart w talii nie zgadza się z jej figurami",
            "Talia to cztery kolory od asa do najniższej karty (dwójki, jeśli nie podano innej), "
            "plus joker, jeśli napisano `with one joker`. Liczba kart musi wynikać z tych kart: "
            "52, 53 z jokerem, 32 od asa do siódemki.",
            "Wpisz liczbę kart, jaką dają te karty, albo zmień najniższą kartę.",
        ),
    )
    E0305 = Entry(
        "empty-hand",
        "the deal gives no cards",
        "Each player must be dealt at least one card, in packets of at least one.",
        _HEADER + "deal: 0 cards each, in packets of 3, starting left of the dealer\n",
        fix="Deal at least 1 card each, in packets of at least 1.",
        es=Text(
            "el reparto no da cartas",
            "Cada jugador debe recibir al menos una carta, en paquetes de al menos una.",
            "Reparte al menos 1 carta a cada uno, en paquetes de al menos 1.",
        ),
        pl=Text(
            "rozdanie nie daje kart",
            "Każdy gracz musi dostać co najmniej jedną kartę, w paczkach co najmniej po jednej.",
            "Rozdaj każdemu co najmniej 1 kartę, w paczkach co najmniej po 1.",
        ),
    )
    # -- the auction ------------------------------------------------------------
    E0401 = Entry(
        "bad-bid-range",
        "the bid range is empty or starts below 1",
        "Bids run from the lowest to the highest bid, both at least 1.",
        _HEADER + "auction: bids 4 to 2, once around, starting left of the dealer\n",
        fix="Write the lowest bid first, both at least 1.",
        es=Text(
            "el intervalo de ofertas está vacío o empieza por debajo de 1",
            "Las ofertas van de la más baja a la más alta, las dos como mínimo 1.",
            "Escribe primero la oferta más baja, y las dos de al menos 1.",
        ),
        pl=Text(
            "przedział ofert jest pusty albo zaczyna się poniżej 1",
            "Oferty biegną od najniższej do najwyższej, obie co najmniej 1.",
            "Najpierw wpisz najniższą ofertę; obie muszą wynosić co najmniej 1.",
        ),
    )
    E0402 = Entry(
        "unmakeable-bid",
        "the highest bid needs more points than a hand can give",
        "A contract is made when the pitcher's points reach the bid. If the bid is "
        "above the number of points the variant awards in a hand, no one can ever "
        "make it.",
        _HEADER + "auction: bids 2 to 5, once around, starting left of the dealer\n",
        fix="Lower the highest bid to the points a hand can give, or add a point.",
        es=Text(
            "la oferta más alta necesita más puntos de los que da una mano",
            "Un contrato se cumple cuando los puntos del lanzador alcanzan la oferta. Si la "
            "oferta supera los puntos que la variante reparte en una mano, nadie podrá cumplirla "
            "nunca.",
            "Baja la oferta más alta a los puntos que puede dar una mano, o añade un punto.",
        ),
        pl=Text(
            "najwyższa oferta wymaga więcej punktów, niż daje rozdanie",
            "Kontrakt jest ugrany, gdy punkty miotacza sięgają oferty. Jeśli oferta przekracza "
            "liczbę punktów, które wariant przyznaje w rozdaniu, nikt nigdy jej nie ugra.",
            "Obniż najwyższą ofertę do liczby punktów, jaką daje rozdanie, albo dodaj punkt.",
        ),
    )
    E0403 = Entry(
        "unreachable-smudge",
        "the smudge bid lies outside the bid range",
        "A smudge is one of the bids, so its amount must be between the lowest and "
        "the highest bid.",
        _HEADER + "smudge: a bid of 5; made, it wins the game\n",
        fix="Make the smudge one of the bids: between the lowest and the highest bid.",
        es=Text(
            "la oferta de la mancha queda fuera del intervalo de ofertas",
            "Una mancha es una de las ofertas, así que su valor debe estar entre la oferta más "
            "baja y la más alta.",
            "Haz que la mancha sea una de las ofertas: entre la más baja y la más alta.",
        ),
        pl=Text(
            "oferta rozmazania leży poza przedziałem ofert",
            "Rozmazanie to jedna z ofert, więc jego wysokość musi leżeć między najniższą a "
            "najwyższą ofertą.",
            "Niech rozmazanie będzie jedną z ofert: między najniższą a najwyższą.",
        ),
    )
    E0404 = Entry(
        "no-smudge",
        "a rule mentions the smudge, but the variant has none",
        "The dealer's privilege can make an exception for a smudge only when the "
        "variant declares one with `smudge: a bid of N`.",
        'variant bare "Bare"\nplayers: 4\n'
        "deal: 6 cards each, in packets of 3, starting left of the dealer\n"
        "auction: bids 1 to 1, once around, starting left of the dealer\n"
        "dealer's privilege: the dealer may take the contract at the high bid, "
        "except a smudge\n"
        "point high: the highest trump in play, to the player dealt it\n"
        "target: 7\n",
        fix=(
            "Declare the smudge with `smudge: a bid of N`, or drop the exception from the rule "
            "that names it."
        ),
        es=Text(
            "una regla menciona la mancha, pero la variante no tiene",
            "El privilegio del que reparte solo puede hacer una excepción para la mancha cuando "
            "la variante la declara con `smudge: a bid of N`.",
            "Declara la mancha con `smudge: a bid of N`, o quita la excepción de la regla que la "
            "nombra.",
        ),
        pl=Text(
            "reguła wspomina rozmazanie, ale wariant go nie ma",
            "Przywilej rozdającego może robić wyjątek dla rozmazania tylko wtedy, gdy wariant "
            "deklaruje je przez `smudge: a bid of N`.",
            "Zadeklaruj rozmazanie przez `smudge: a bid of N` albo usuń wyjątek z reguły, która "
            "je wymienia.",
        ),
    )
    E0406 = Entry(
        "bid-outside-the-bids",
        "a bid a rule names lies outside the bid range",
        "The least bid of a dealer stuck by everyone passing (`the dealer must bid at least "
        "N`) and a forced bid (`must bid at least N`) are bids like any other, so each must "
        "be between the lowest and the highest bid.",
        _HEADER + "if everyone passes: the dealer must bid at least 5\n",
        fix="Name a bid between the lowest and the highest, or drop `at least N`.",
        es=Text(
            "una oferta que nombra una regla queda fuera del intervalo de ofertas",
            "La oferta mínima del que reparte cuando todos pasan (`the dealer must bid at least "
            "N`) y una oferta obligada (`must bid at least N`) son ofertas como las demás, así "
            "que cada una debe estar entre la oferta más baja y la más alta.",
            "Nombra una oferta entre la más baja y la más alta, o quita `at least N`.",
        ),
        pl=Text(
            "oferta wymieniona w regule leży poza przedziałem ofert",
            "Najniższa oferta rozdającego, gdy wszyscy spasują (`the dealer must bid at least "
            "N`), i oferta wymuszona (`must bid at least N`) są ofertami jak każda inna, więc "
            "każda musi leżeć między najniższą a najwyższą ofertą.",
            "Wymień ofertę między najniższą a najwyższą albo usuń `at least N`.",
        ),
    )
    E0407 = Entry(
        "smudge-said-twice",
        "a smudge says two things about the same case",
        "A smudge's clauses combine, each case said once: what a made smudge does to the game "
        "(`made, it wins the game`, perhaps `unless the bidder is in the hole`, perhaps "
        "`, when its score goes back to 0`), what it scores (`made, it scores the bid`), what "
        "it needs (`it needs every point and every trick`) and what a smudge that is set does "
        "(`set, it loses the game`). Two clauses on the same case repeat or contradict each "
        "other.",
        _HEADER + "smudge: a bid of 4; made, it wins the game; made, it wins the game unless "
        "the bidder is in the hole\n",
        fix="Keep one clause for each case.",
        es=Text(
            "una mancha dice dos cosas sobre el mismo caso",
            "Las cláusulas de una mancha se combinan, cada caso dicho una vez: qué hace una "
            "mancha cumplida con la partida (`made, it wins the game`, quizá `unless the bidder "
            "is in the hole`, quizá `, when its score goes back to 0`), qué anota (`made, it "
            "scores the bid`), qué necesita (`it needs every point and every trick`) y qué hace "
            "una mancha no cumplida (`set, it loses the game`). Dos cláusulas sobre el mismo caso "
            "se repiten o se contradicen.",
            "Deja una sola cláusula para cada caso.",
        ),
        pl=Text(
            "rozmazanie mówi dwie rzeczy o tym samym przypadku",
            "Klauzule rozmazania łączą się, każdy przypadek powiedziany raz: co ugrane "
            "rozmazanie robi z partią (`made, it wins the game`, ewentualnie `unless the bidder "
            "is in the hole`, ewentualnie `, when its score goes back to 0`), co zapisuje "
            "(`made, it scores the bid`), czego wymaga (`it needs every point and every trick`) "
            "i co robi nieugrane rozmazanie (`set, it loses the game`). Dwie klauzule o tym "
            "samym przypadku powtarzają się albo sobie przeczą.",
            "Zostaw jedną klauzulę na każdy przypadek.",
        ),
    )
    # -- the points ---------------------------------------------------------------
    E0501 = Entry(
        "missing-recipient",
        "the point does not say who scores it",
        "A point for a card says who scores it: the player dealt it, the player who "
        "takes it in a trick, or the player who plays it.",
        _HEADER + "point jack: the jack of trumps\n",
        fix="Add who scores it, such as `, to the player who takes it`.",
        es=Text(
            "el punto no dice quién lo anota",
            "Un punto por una carta dice quién lo anota: el jugador que la recibió, el que la "
            "gana en una baza o el que la juega.",
            "Añade quién lo anota, por ejemplo `, to the player who takes it`.",
        ),
        pl=Text(
            "punkt nie mówi, kto go zdobywa",
            "Punkt za kartę mówi, kto go dostaje: gracz, któremu ją rozdano, gracz, który weźmie "
            "ją w lewie, albo gracz, który ją zagra.",
            "Dopisz, kto go dostaje, na przykład `, to the player who takes it`.",
        ),
    )
    E0502 = Entry(
        "misplaced-recipient",
        "a point for most counting cards cannot name a recipient",
        "Most counting cards always goes to the player whose tricks hold the most; "
        "what a tie does is said instead.",
        _HEADER + "point game: most counting cards taken (10 = 10), to the player dealt it\n",
        fix="Remove the recipient and say what a tie does, such as `; a tie scores nothing`.",
        es=Text(
            "un punto por más cartas que cuentan no puede nombrar destinatario",
            "El punto por más cartas que cuentan es siempre para el jugador cuyas bazas suman "
            "más; en su lugar se dice qué pasa en caso de empate.",
            "Quita el destinatario y di qué pasa en un empate, por ejemplo `; a tie scores "
            "nothing`.",
        ),
        pl=Text(
            "punkt za najwięcej oczek nie może wskazywać, kto go dostaje",
            "Punkt za najwięcej oczek zawsze dostaje gracz, którego lewy mają ich najwięcej; "
            "zamiast tego mówi się, co dzieje się przy remisie.",
            "Usuń odbiorcę i powiedz, co daje remis, na przykład `; a tie scores nothing`.",
        ),
    )
    E0503 = Entry(
        "duplicate-count",
        "a rank is counted twice",
        "Each rank appears at most once in a count table.",
        _HEADER + "point game: most counting cards taken (10 = 10, A = 4, A = 3)\n",
        fix="Keep one value for the rank.",
        es=Text(
            "un valor se cuenta dos veces",
            "Cada valor de carta aparece como mucho una vez en una tabla de cuenta.",
            "Deja un solo valor para esa carta.",
        ),
        pl=Text(
            "karta jest liczona dwa razy",
            "Każda karta występuje w tabeli oczek najwyżej raz.",
            "Zostaw dla tej karty jedną wartość.",
        ),
    )
    E0505 = Entry(
        "conflicting-clauses",
        "a point says two things about the same case",
        "A point says at most once what a tie does and at most once what happens when "
        "its card was not dealt; two clauses on the same case repeat or contradict "
        "each other.",
        _HEADER + "point game: most counting cards taken (10 = 10, A = 4); "
        "a tie scores nothing; a tie goes to the pitcher\n",
        fix="Keep one clause for each case.",
        es=Text(
            "un punto dice dos cosas sobre el mismo caso",
            "Un punto dice como mucho una vez qué pasa en un empate y como mucho una vez qué pasa "
            "cuando su carta no se repartió; dos cláusulas sobre el mismo caso se repiten o se "
            "contradicen.",
            "Deja una sola cláusula para cada caso.",
        ),
        pl=Text(
            "punkt mówi dwie rzeczy o tym samym przypadku",
            "Punkt mówi najwyżej raz, co daje remis, i najwyżej raz, co się dzieje, gdy jego "
            "karty nie rozdano; dwie klauzule o tym samym przypadku powtarzają się albo sobie "
            "przeczą.",
            "Zostaw jedną klauzulę na każdy przypadek.",
        ),
    )
    E0506 = Entry(
        "point-never-scored",
        "a point that no one can ever score",
        "A point for most counting cards whose cards all count 0 is a tie in every "
        "hand, so no one ever scores it (unless a tie goes to the pitcher). A variant "
        "whose points are all like this never ends: nobody ever moves towards the "
        "target, and a bid can never be made.",
        _HEADER + "point game: most counting cards taken (A = 0); a tie scores nothing\n",
        fix="Give at least one rank a count above 0, or let a tie go to the pitcher.",
        es=Text(
            "un punto que nadie puede anotar nunca",
            "Un punto por más cartas que cuentan en el que todas las cartas cuentan 0 es un "
            "empate en cada mano, así que nadie lo anota nunca (salvo que el empate sea para el "
            "lanzador). Una variante cuyos puntos son todos así no termina nunca: nadie avanza "
            "hacia la meta y ninguna oferta se puede cumplir.",
            "Da a alguna carta un valor mayor que 0, o haz que el empate sea para el lanzador.",
        ),
        pl=Text(
            "punkt, którego nikt nigdy nie zdobędzie",
            "Punkt za najwięcej oczek, w którym wszystkie karty liczą się za 0, remisuje w każdym "
            "rozdaniu, więc nikt go nie dostaje (chyba że remis przypada miotaczowi). Wariant, "
            "którego wszystkie punkty są takie, nigdy się nie kończy: nikt nie zbliża się do celu "
            "i żadnej oferty nie da się ugrać.",
            "Daj którejś karcie wartość większą niż 0 albo niech remis przypada miotaczowi.",
        ),
    )
    E0507 = Entry(
        "no-such-point",
        "`point ID: none` names a point the variant does not have",
        "`point ID: none` removes a point that the variant it extends defines. The id must "
        "be one of the base's points, spelt as the base spells it.",
        'variant no_jick "No Jick" extends ten_point_pitch\npoint offjack: none\n',
        fix="Spell the id as the base's `point` line does, or remove the line.",
        es=Text(
            "`point ID: none` nombra un punto que la variante no tiene",
            "`point ID: none` quita un punto que define la variante que se extiende. El "
            "identificador debe ser uno de los puntos de la base, escrito como lo escribe la "
            "base.",
            "Escribe el identificador como lo hace la línea `point` de la base, o quita la línea.",
        ),
        pl=Text(
            "`point ID: none` wskazuje punkt, którego wariant nie ma",
            "`point ID: none` usuwa punkt zdefiniowany w rozszerzanym wariancie. Identyfikator "
            "musi być jednym z punktów bazy, zapisanym tak jak w bazie.",
            "Zapisz identyfikator tak, jak w wierszu `point` bazy, albo usuń ten wiersz.",
        ),
    )
    E0504 = Entry(
        "clause-does-not-apply",
        "this clause does not apply to this kind of point",
        "`a tie ...` applies only to most counting cards, and `if it was not dealt` "
        "only to a named card: the highest and lowest trump in play are always dealt "
        "and never tie. `scored as soon as it is taken` applies only to a card's point "
        "(a named trump, the joker, each card of a rank): the highest or lowest trump, "
        "and the most counting cards, are known only at the end of the hand; and a point "
        "for each card of a rank is always scored as it is taken. `worth N when taken "
        "from an opponent` applies to a named card. A tie cannot go to the pitcher where "
        "trump is turned up: nobody pitches.",
        _HEADER + "point high: the highest trump in play, to the player dealt it; "
        "a tie scores nothing\n",
        fix="Remove the clause, or move it to a point it applies to.",
        es=Text(
            "esta cláusula no se aplica a este tipo de punto",
            "`a tie ...` solo vale para el punto de más cartas que cuentan, y `if it was not "
            "dealt` solo para una carta nombrada: el triunfo más alto y el más bajo en juego "
            "siempre se han repartido y nunca empatan. `scored as soon as it is taken` solo vale "
            "para el punto de una carta (un triunfo nombrado, el comodín, cada carta de un "
            "valor): el triunfo más alto o más bajo y las cartas que cuentan solo se conocen al "
            "final de la mano, y un punto por cada carta de un valor siempre se anota al ganarla. "
            "`worth N when taken from an opponent` vale para una carta nombrada. Un empate no "
            "puede ser para el lanzador cuando el triunfo se vuelve del mazo: nadie lanza.",
            "Quita la cláusula o pásala a un punto al que se aplique.",
        ),
        pl=Text(
            "ta klauzula nie dotyczy tego rodzaju punktu",
            "`a tie ...` dotyczy tylko punktu za najwięcej oczek, a `if it was not dealt` tylko "
            "karty wskazanej z nazwy: najwyższy i najniższy atut w grze zawsze są rozdane i nigdy "
            "nie remisują. `scored as soon as it is taken` dotyczy tylko punktu za kartę (atut "
            "wskazany z nazwy, joker, każda karta danej wartości): najwyższy czy najniższy atut i "
            "najwięcej oczek znane są dopiero na końcu rozdania, a punkt za każdą kartę danej "
            "wartości zawsze liczy się od razu po wzięciu. `worth N when taken from an opponent` "
            "dotyczy karty wskazanej z nazwy. Remis nie może przypaść miotaczowi, gdy atut "
            "odkrywa się z talonu: nikt nie narzuca.",
            "Usuń klauzulę albo przenieś ją do punktu, którego dotyczy.",
        ),
    )
    # -- jokers, partnerships, kinds of auction ------------------------------------
    E0701 = Entry(
        "joker-mismatch",
        "a joker rule and the pack disagree",
        "A pack `with one joker` needs a `joker:` line saying how the joker plays; a "
        "`joker:` line or a point for the joker needs a pack with a joker in it.",
        _HEADER + "joker: the lowest trump, never low; pitched, it makes spades trump\n",
        fix=(
            "Add the `joker:` line the pack needs, or a joker to the pack, or remove the joker's "
            "rule and point."
        ),
        es=Text(
            "una regla del comodín y la baraja no concuerdan",
            "Una baraja `with one joker` necesita una línea `joker:` que diga cómo se juega el "
            "comodín; una línea `joker:` o un punto por el comodín necesitan una baraja con "
            "comodín.",
            "Añade la línea `joker:` que necesita la baraja, o un comodín a la baraja, o quita la "
            "regla y el punto del comodín.",
        ),
        pl=Text(
            "reguła jokera i talia się nie zgadzają",
            "Talia `with one joker` wymaga wiersza `joker:`, który mówi, jak gra joker; wiersz "
            "`joker:` albo punkt za jokera wymagają talii z jokerem.",
            "Dodaj wiersz `joker:`, którego wymaga talia, albo jokera do talii, albo usuń regułę "
            "i punkt jokera.",
        ),
    )
    E0702 = Entry(
        "bad-partnerships",
        "the players cannot sit in these partnerships",
        "Partnerships need a fixed number of players that the partnership size divides "
        "into two or more sides. Partners sit opposite (partnerships of two) or "
        "alternately (two sides).",
        _HEADER + "players: 5, in partnerships of 2\n",
        fix=(
            "Give a fixed number of players that the partnership size divides into two or more "
            "sides."
        ),
        es=Text(
            "los jugadores no pueden sentarse en esas parejas",
            "Las parejas necesitan un número fijo de jugadores que el tamaño del equipo divida en "
            "dos o más equipos. Los compañeros se sientan enfrente (parejas de dos) o alternados "
            "(dos equipos).",
            "Indica un número fijo de jugadores que el tamaño del equipo divida en dos o más "
            "equipos.",
        ),
        pl=Text(
            "gracze nie mogą usiąść w takich parach",
            "Gra w parach wymaga stałej liczby graczy, którą wielkość drużyny dzieli na dwie lub "
            "więcej drużyn. Partnerzy siedzą naprzeciw siebie (pary) albo na przemian (dwie "
            "drużyny).",
            "Podaj stałą liczbę graczy, którą wielkość drużyny dzieli na dwie lub więcej drużyn.",
        ),
    )
    E0703 = Entry(
        "rank-not-in-pack",
        "a point names a rank that the pack does not hold",
        "In a stripped pack the low ranks are gone: a point for the two of trumps, or a "
        "count for a rank the pack lacks, could never score.",
        _HEADER + "pack: 32 cards, ace high down to seven\nplayers: 3 to 5\n"
        "point game: most counting cards taken (10 = 10, A = 4, 2 = 1)\n",
        fix="Use a rank the pack holds, or keep more ranks in the pack.",
        es=Text(
            "un punto nombra un valor que la baraja no tiene",
            "En una baraja corta faltan los valores bajos: un punto por el dos de triunfo, o una "
            "cuenta para un valor que la baraja no tiene, no podría anotarse nunca.",
            "Usa un valor que tenga la baraja, o deja más valores en la baraja.",
        ),
        pl=Text(
            "punkt wymienia kartę, której nie ma w talii",
            "W krótkiej talii brakuje niskich kart: punkt za dwójkę atutową albo oczka za kartę, "
            "której talia nie ma, nigdy by się nie liczyły.",
            "Użyj karty, która jest w talii, albo zostaw w talii więcej kart.",
        ),
    )
    E0705 = Entry(
        "setting-does-not-apply",
        "a setting that the kind of auction makes meaningless",
        "Without an auction there is no bid to match, no smudge and no all-pass rule; "
        "when the pitch is sold, the seller decides, the dealer has no privilege and "
        "nobody smudges. Such settings inherited from a base are dropped; stated in the "
        "same file as the auction, they are an error.",
        _HEADER + "auction: none; the player left of the dealer pitches\n"
        "dealer's privilege: the dealer may take the contract at the high bid\n",
        fix="Remove the setting, or choose an auction in which it applies.",
        es=Text(
            "un ajuste que el tipo de subasta deja sin sentido",
            "Sin subasta no hay oferta que igualar, ni mancha, ni regla para cuando todos pasan; "
            "cuando se vende el lanzamiento, decide el vendedor, el que reparte no tiene "
            "privilegio y nadie mancha. Estos ajustes se descartan si se heredan de una base; "
            "indicados en el mismo archivo que la subasta, son un error.",
            "Quita el ajuste o elige una subasta en la que tenga sentido.",
        ),
        pl=Text(
            "ustawienie, które rodzaj licytacji pozbawia sensu",
            "Bez licytacji nie ma oferty do wyrównania, rozmazania ani reguły na wypadek, gdy "
            "wszyscy pasują; gdy prawo wyjścia się sprzedaje, decyduje sprzedający, rozdający nie "
            "ma przywileju i nikt się nie rozmazuje. Takie ustawienia odziedziczone po bazie są "
            "pomijane; podane w tym samym pliku co licytacja są błędem.",
            "Usuń ustawienie albo wybierz licytację, w której ma ono sens.",
        ),
    )
    E0706 = Entry(
        "needs-another-trump",
        "a rule that belongs to another way of fixing trump",
        "Begging, running the cards and discarding after a run need a trump turned up "
        "from the stock (`trump: the suit of a card turned up from the stock`); drawing "
        "after each trick needs the stock whose top card fixes trump (`trump: the suit of "
        "the top card of the stock`). A point for the gift needs begging, and a point for "
        "the card turned up needs a turn-up. Only those two points can go to the dealer's "
        "side or to each side but the dealer's; a card's point goes to a player.",
        'variant house "House Pitch" extends auction_pitch\n'
        "begging: eldest stands or begs; the dealer gives the gift or runs the cards\n",
        fix=(
            "Change the `trump:` line to the way of fixing trump the rule needs, or remove the "
            "rule."
        ),
        es=Text(
            "una regla que pertenece a otra forma de fijar el triunfo",
            "Pedir, correr las cartas y descartarse tras correr necesitan un triunfo vuelto del "
            "mazo (`trump: the suit of a card turned up from the stock`); robar tras cada baza "
            "necesita el mazo cuya carta de encima fija el triunfo (`trump: the suit of the top "
            "card of the stock`). Un punto por el regalo necesita que se pueda pedir, y un punto "
            "por la carta vuelta necesita una muestra. Solo esos dos puntos pueden ser para el "
            "equipo del que reparte o para cada equipo salvo el suyo; el punto de una carta es "
            "para un jugador.",
            "Cambia la línea `trump:` a la forma de fijar el triunfo que necesita la regla, o "
            "quita la regla.",
        ),
        pl=Text(
            "reguła, która należy do innego sposobu ustalania atutu",
            "Proszenie, rozdawanie dalej i zrzucanie kart po nim wymagają atutu odkrytego z "
            "talonu (`trump: the suit of a card turned up from the stock`); dobieranie po każdej "
            "lewie wymaga talonu, którego wierzchnia karta ustala atut (`trump: the suit of the "
            "top card of the stock`). Punkt za podarunek wymaga proszenia, a punkt za odkrytą "
            "kartę wymaga jej odkrycia. Tylko te dwa punkty mogą przypaść drużynie rozdającego "
            "albo każdej drużynie oprócz niej; punkt za kartę dostaje gracz.",
            "Zmień wiersz `trump:` na sposób ustalania atutu, którego wymaga reguła, albo usuń "
            "regułę.",
        ),
    )
    E0707 = Entry(
        "auction-with-turn-up",
        "an auction in a game whose trump is turned up",
        "When trump comes from the stock, no bid names it: the game has no auction, and "
        "its points are scored without a contract.",
        'variant house "House Seven-Up" extends seven_up\n'
        "auction: bids 2 to 4, once around, starting left of the dealer\n",
        fix="Write `auction: none`.",
        es=Text(
            "una subasta en un juego cuyo triunfo se vuelve del mazo",
            "Cuando el triunfo sale del mazo, ninguna oferta lo elige: el juego no tiene subasta "
            "y sus puntos se anotan sin contrato.",
            "Escribe `auction: none`.",
        ),
        pl=Text(
            "licytacja w grze, w której atut odkrywa się z talonu",
            "Gdy atut pochodzi z talonu, żadna oferta go nie wybiera: gra nie ma licytacji, a "
            "punkty liczy się bez kontraktu.",
            "Napisz `auction: none`.",
        ),
    )
    E0708 = Entry(
        "stock-too-small",
        "the stock cannot do what the rules ask of it",
        "The cards not dealt are the stock. A turn-up needs at least one; running the "
        "cards needs, once, a packet for every player and a card to turn; drawing after "
        "each trick needs a stock that every player can draw from evenly, to the last "
        "card.",
        'variant house "House Seven-Up" extends seven_up\n'
        "deal: 12 cards each, in packets of 3, starting left of the dealer\n",
        fix="Deal fewer cards, allow fewer players, or use a larger pack.",
        es=Text(
            "el mazo no alcanza para lo que piden las reglas",
            "Las cartas que no se reparten forman el mazo. Una muestra necesita al menos una; "
            "correr las cartas necesita, una vez, un paquete para cada jugador y una carta que "
            "volver; robar tras cada baza necesita un mazo del que todos puedan robar por igual "
            "hasta la última carta.",
            "Reparte menos cartas, permite menos jugadores o usa una baraja mayor.",
        ),
        pl=Text(
            "talon nie wystarcza na to, czego wymagają reguły",
            "Karty, których nie rozdano, tworzą talon. Odkrycie atutu wymaga co najmniej jednej; "
            "rozdawanie dalej wymaga, choć raz, paczki dla każdego gracza i karty do odkrycia; "
            "dobieranie po każdej lewie wymaga talonu, z którego wszyscy mogą dobierać po równo "
            "aż do ostatniej karty.",
            "Rozdawaj mniej kart, dopuść mniej graczy albo użyj większej talii.",
        ),
    )
    E0709 = Entry(
        "nothing-to-discard",
        "a discard after a run that cannot be made",
        "After running the cards, each player discards down to the number the variant "
        "gives. It must be a number of cards a player can keep: at least one, and no more "
        "than were dealt, or nobody would discard anything.",
        'variant house "House Seven-Up" extends seven_up\n'
        "after running: each player discards down to 9 cards\n",
        fix="Discard down to at least one card, and to no more than were dealt.",
        es=Text(
            "un descarte tras correr que no se puede hacer",
            "Tras correr las cartas, cada jugador se descarta hasta el número que da la variante. "
            "Debe ser un número de cartas que un jugador pueda quedarse: al menos una y no más de "
            "las repartidas, o nadie se descartaría de nada.",
            "Descártate hasta al menos una carta y no más de las repartidas.",
        ),
        pl=Text(
            "zrzucenie kart po rozdawaniu dalej, którego nie da się wykonać",
            "Po rozdawaniu dalej każdy gracz zrzuca karty do liczby podanej przez wariant. Musi "
            "to być liczba kart, którą gracz może zatrzymać: co najmniej jedna i nie więcej, niż "
            "rozdano, bo inaczej nikt niczego by nie zrzucał.",
            "Zrzucaj do co najmniej jednej karty i nie więcej, niż rozdano.",
        ),
    )
    E0710 = Entry(
        "named-without-bids",
        "trump named by a high bidder, in a game without bidding",
        "`trump: named by the high bidder` needs an auction, once around, whose high "
        "bidder names the suit.",
        'variant house "House Cinch" extends cinch\nauction: none\n',
        fix=(
            "Give the game an auction, or fix trump another way, such as `trump: the suit of the "
            "first card pitched`."
        ),
        es=Text(
            "triunfo elegido por el mejor postor en un juego sin ofertas",
            "`trump: named by the high bidder` necesita una subasta, de una vuelta, cuyo mejor "
            "postor elige el palo.",
            "Dale una subasta al juego, o fija el triunfo de otra forma, como `trump: the suit of "
            "the first card pitched`.",
        ),
        pl=Text(
            "atut wybierany przez najwyżej licytującego w grze bez licytacji",
            "`trump: named by the high bidder` wymaga licytacji w jednej kolejce, w której "
            "najwyżej licytujący wybiera kolor.",
            "Daj grze licytację albo ustal atut inaczej, na przykład `trump: the suit of the "
            "first card pitched`.",
        ),
    )
    E0711 = Entry(
        "not-the-same-colour-trump",
        "a point for a same-colour card that does not join trump",
        "A point for `the RANK of the same colour` needs that card to be a trump: a "
        "`same colour:` line naming the same rank (Cinch's Left Pedro is the five).",
        'variant house "House Cinch" extends cinch\n'
        "point off_jack: the jack of the same colour, to the player who takes it\n",
        fix="Add a `same colour:` line for that rank, or point at a card that is a trump.",
        es=Text(
            "un punto por una carta del mismo color que no se une al triunfo",
            "Un punto por `the RANK of the same colour` necesita que esa carta sea triunfo: una "
            "línea `same colour:` que nombre el mismo valor (el Left Pedro del Cinch es el "
            "cinco).",
            "Añade una línea `same colour:` para ese valor, o apunta a una carta que sea triunfo.",
        ),
        pl=Text(
            "punkt za kartę tego samego koloru, która nie staje się atutem",
            "Punkt za `the RANK of the same colour` wymaga, by ta karta była atutem: wiersza "
            "`same colour:` z tą samą kartą (Left Pedro w Cinchu to piątka).",
            "Dodaj wiersz `same colour:` dla tej karty albo wskaż kartę, która jest atutem.",
        ),
    )
    E0712 = Entry(
        "difference-needs-two-sides",
        "a rule about 'the other side' at a table of more than two sides",
        "When only the side with more points scores, and scores the difference, or when a "
        "side that is set loses the game to the other, there must be exactly two sides: two "
        "players, or two partnerships.",
        'variant house "House Cinch" extends cinch\nplayers: 3, each for themselves\n',
        fix="Play with two players or two partnerships, or score the contract another way.",
        es=Text(
            "una regla sobre «el otro equipo» en una mesa de más de dos equipos",
            "Cuando solo anota el equipo con más puntos, y anota la diferencia, o cuando un "
            "equipo que no cumple pierde la partida frente al otro, tiene que haber exactamente "
            "dos equipos: dos jugadores o dos parejas.",
            "Juega con dos jugadores o dos parejas, o anota el contrato de otra forma.",
        ),
        pl=Text(
            "reguła o „drugiej stronie” przy stole z więcej niż dwiema stronami",
            "Gdy punkty dostaje tylko strona, która ma ich więcej, i dostaje różnicę, albo gdy "
            "strona, która nie ugrała, przegrywa partię z drugą, muszą być dokładnie dwie strony: "
            "dwaj gracze albo dwie pary.",
            "Grajcie we dwóch albo w dwie pary, albo liczcie kontrakt inaczej.",
        ),
    )
    E0713 = Entry(
        "count-out-needed",
        "`count out: none` where two sides can reach the target together",
        "`count out: none` says that two sides never reach the target in the same hand. "
        "That holds only where one side scores a hand (scoring by difference) and nothing "
        "is scored during it.",
        'variant house "House Cinch" extends cinch\n'
        "contract: made when the pitcher's points reach the bid; otherwise the pitcher is "
        "set back by the bid\n",
        fix="Say who wins when two sides reach the target in one hand, with a `count out` line.",
        es=Text(
            "`count out: none` donde dos equipos pueden llegar juntos a la meta",
            "`count out: none` dice que dos equipos nunca llegan a la meta en la misma mano. Eso "
            "solo es cierto cuando un solo equipo anota en cada mano (anotando la diferencia) y "
            "no se anota nada durante ella.",
            "Di con una línea `count out` quién gana cuando dos equipos llegan a la meta en la "
            "misma mano.",
        ),
        pl=Text(
            "`count out: none` tam, gdzie dwie strony mogą razem dojść do celu",
            "`count out: none` mówi, że dwie strony nigdy nie dochodzą do celu w tym samym "
            "rozdaniu. To prawda tylko tam, gdzie w rozdaniu punkty dostaje jedna strona "
            "(liczenie różnicy) i nic nie liczy się w jego trakcie.",
            "Powiedz wierszem `count out`, kto wygrywa, gdy dwie strony dojdą do celu w jednym "
            "rozdaniu.",
        ),
    )
    E0714 = Entry(
        "retaken-smudge",
        "a smudge that a later player may take by bidding it again",
        "A smudge cannot be taken away once bid; a top bid that a later player may take by "
        "bidding it again (Pidro's 14 over 14) can. The top bid is one or the other.",
        'variant house "House Pitch" extends auction_pitch\n'
        "auction: bids 2 to 4, once around, starting left of the dealer; a later player may "
        "take the top bid by bidding it again\n",
        fix="Make the top bid either a smudge or a bid that may be taken again, not both.",
        es=Text(
            "una mancha que otro jugador puede quitar repitiendo la oferta",
            "Una mancha no se puede quitar una vez ofertada; una oferta máxima que otro jugador "
            "puede quitar repitiéndola (el 14 sobre 14 del Pidro) sí. La oferta máxima es una "
            "cosa o la otra.",
            "Haz que la oferta máxima sea una mancha o una oferta que se pueda repetir, no las "
            "dos cosas.",
        ),
        pl=Text(
            "rozmazanie, które późniejszy gracz może przejąć, licytując je ponownie",
            "Rozmazania nie można odebrać, gdy już padło; najwyższą ofertę, którą późniejszy "
            "gracz może przejąć, powtarzając ją (14 na 14 w Pidro), można. Najwyższa oferta jest "
            "jednym albo drugim.",
            "Niech najwyższa oferta będzie albo rozmazaniem, albo ofertą do przejęcia, nie jednym "
            "i drugim.",
        ),
    )
    E0715 = Entry(
        "bid-out-without-bids",
        "only a side that makes its bid can win, but nobody bids",
        "Bidding out lets only the pitcher's side win, by making its bid; a game without an "
        "auction (trump turned up, or a pitcher without a contract) never has a bid to make, "
        "so no one could ever win.",
        'variant house "House All Fours" extends seven_up\n'
        "count out: bid out; only the pitcher's side can win, by making its bid\n",
        fix="Remove the bid-out rule, or give the game an auction.",
        es=Text(
            "solo puede ganar un equipo que cumple su oferta, pero nadie puja",
            "Con esta regla solo gana el equipo del lanzador, cumpliendo su oferta; un juego sin "
            "subasta (triunfo vuelto del mazo, o un lanzador sin contrato) nunca tiene oferta que "
            "cumplir, así que nadie podría ganar.",
            "Quita la regla o dale una subasta al juego.",
        ),
        pl=Text(
            "wygrać może tylko strona, która ugra ofertę, ale nikt nie licytuje",
            "Przy tej regule wygrywa tylko strona miotacza, ugrawszy swoją ofertę; gra bez "
            "licytacji (atut z talonu albo miotacz bez kontraktu) nigdy nie ma oferty do ugrania, "
            "więc nikt nie mógłby wygrać.",
            "Usuń tę regułę albo daj grze licytację.",
        ),
    )
    E0716 = Entry(
        "kitty-and-draw",
        "a kitty and a discard and draw from the stock in one variant",
        "Once trump is named, either the high bidder takes a kitty (or each player a packet) "
        "and everyone discards down, or the players discard their plain cards and are dealt "
        "back from the stock. The two use the same undealt cards, so a variant has one.",
        'variant house "House Cinch" extends cinch\n'
        "kitty: 4 cards, to the high bidder once trump is named; then each player discards "
        "down to 6 cards\n",
        fix="Keep either the kitty or the discard and draw.",
        es=Text(
            "una viuda y un descarte con robo del mazo en la misma variante",
            "Una vez elegido el triunfo, o bien el mejor postor toma una viuda (o cada jugador un "
            "paquete) y todos se descartan, o bien los jugadores se descartan de sus cartas sin "
            "triunfo y reciben otras del mazo. Las dos usan las mismas cartas sin repartir, así "
            "que una variante tiene una sola.",
            "Deja o la viuda o el descarte con robo.",
        ),
        pl=Text(
            "musik oraz zrzucanie i dobieranie z talonu w jednym wariancie",
            "Po wybraniu atutu albo najwyżej licytujący bierze musik (lub każdy gracz paczkę) i "
            "wszyscy zrzucają karty, albo gracze zrzucają karty nieatutowe i dostają nowe z "
            "talonu. Oba sposoby korzystają z tych samych nierozdanych kart, więc wariant ma "
            "tylko jeden.",
            "Zostaw albo musik, albo zrzucanie z dobieraniem.",
        ),
    )
    E0717 = Entry(
        "setbacks-without-set-backs",
        "a side set back too often loses, but no one is ever set back",
        "`set-backs: a side set back N times loses the game` counts the times a pitcher's "
        "side fell short of its bid and was set back by it. Without bids (trump turned up, "
        "no auction), or where a contract is scored by difference, nobody is set back, so "
        "the rule could never apply.",
        'variant house "House Cinch" extends cinch\n'
        "set-backs: a side set back 3 times loses the game\n",
        fix="Remove the set-backs rule, or give the game bids that set a pitcher back.",
        es=Text(
            "un equipo retrasado demasiadas veces pierde, pero nadie queda retrasado nunca",
            "`set-backs: a side set back N times loses the game` cuenta las veces que el equipo "
            "del lanzador no llegó a su oferta y quedó retrasado. Sin ofertas (triunfo vuelto del "
            "mazo, sin subasta), o cuando el contrato se anota por diferencia, nadie queda "
            "retrasado, así que la regla nunca se aplicaría.",
            "Quita la regla, o dale al juego ofertas que puedan dejar retrasado al lanzador.",
        ),
        pl=Text(
            "strona cofnięta zbyt wiele razy przegrywa, ale nikt nigdy nie jest cofany",
            "`set-backs: a side set back N times loses the game` liczy, ile razy strona miotacza "
            "nie ugrała oferty i została cofnięta. Bez licytacji (atut z talonu, brak licytacji) "
            "albo przy liczeniu kontraktu różnicą nikt nie jest cofany, więc reguła nigdy by nie "
            "zadziałała.",
            "Usuń tę regułę albo daj grze oferty, które cofają miotacza.",
        ),
    )
    E0718 = Entry(
        "hole-reset-counting-down",
        "a smudge made from the hole brings the score back to 0, but scores count down",
        "`, when its score goes back to 0` says what a made smudge (or moon) does for a "
        "bidder in the hole: a score below 0, counting up. Where scores count down from the "
        "target to 0, 0 is where the game is won, and a score in the hole is above the target.",
        'variant house "House Pitch" extends pitch_smudge\n'
        "smudge: a bid of 4; made, it wins the game unless the bidder is in the hole, when "
        "its score goes back to 0\n",
        fix="Drop `, when its score goes back to 0`, or count the scores up from 0.",
        es=Text(
            "una mancha cumplida desde el hoyo devuelve la puntuación a 0, pero se cuenta hacia "
            "atrás",
            "`, when its score goes back to 0` dice qué hace una mancha (o luna) cumplida por un "
            "lanzador en el hoyo: una puntuación bajo 0, contando hacia arriba. Cuando se cuenta "
            "hacia atrás desde la meta hasta 0, el 0 es donde se gana la partida, y una "
            "puntuación en el hoyo está por encima de la meta.",
            "Quita `, when its score goes back to 0`, o cuenta las puntuaciones desde 0 hacia "
            "arriba.",
        ),
        pl=Text(
            "rozmazanie wypełnione na dołku przywraca wynik do 0, ale wyniki liczy się w dół",
            "`, when its score goes back to 0` mówi, co daje wypełnione rozmazanie (lub "
            "księżyc) miotaczowi na dołku: z wynikiem poniżej 0, gdy liczy się w górę. Gdy "
            "wyniki liczy się w dół od wyniku docelowego do 0, przy 0 wygrywa się partię, a "
            "wynik na dołku jest powyżej wyniku docelowego.",
            "Usuń `, when its score goes back to 0` albo licz wyniki w górę od 0.",
        ),
    )
    # -- the play -------------------------------------------------------------------
    E0801 = Entry(
        "trump-lead-or-trump",
        "`or trump` says nothing on a trump lead",
        "On a trump lead the suit led is trump, so following suit already means playing "
        "a trump: `follow suit or trump` would read as a different rule where there is "
        "none.",
        _HEADER + "on a trump lead: follow suit or trump\n",
        fix="Write `on a trump lead: follow suit if able`.",
        es=Text(
            "`or trump` no dice nada en una salida de triunfo",
            "En una salida de triunfo el palo de salida es el triunfo, así que servir el palo ya "
            "es jugar un triunfo: `follow suit or trump` parecería una regla distinta donde no la "
            "hay.",
            "Escribe `on a trump lead: follow suit if able`.",
        ),
        pl=Text(
            "`or trump` nic nie mówi przy wyjściu w atut",
            "Przy wyjściu w atut kolor wyjścia to atut, więc dokładanie do koloru już jest "
            "zagraniem atutu: `follow suit or trump` wyglądałoby na inną regułę tam, gdzie jej "
            "nie ma.",
            "Napisz `on a trump lead: follow suit if able`.",
        ),
    )
    # -- scoring and winning --------------------------------------------------------
    E0601 = Entry(
        "unreachable-target",
        "the target can never be reached",
        "Scores start at 0 and the game ends when someone reaches the target after a "
        "hand, so the target must be at least 1.",
        _HEADER + "target: 0\n",
        fix="Set the target to 1 or more, for example `target: 7`.",
        es=Text(
            "la meta no se puede alcanzar nunca",
            "Las puntuaciones empiezan en 0 y la partida termina cuando alguien llega a la meta "
            "después de una mano, así que la meta debe ser al menos 1.",
            "Pon una meta de 1 o más, por ejemplo `target: 7`.",
        ),
        pl=Text(
            "celu nie da się nigdy osiągnąć",
            "Wyniki zaczynają się od 0, a partia kończy się, gdy ktoś po rozdaniu dojdzie do "
            "celu, więc cel musi wynosić co najmniej 1.",
            "Ustaw cel na 1 lub więcej, na przykład `target: 7`.",
        ),
    )

    @property
    def code(self) -> str:
        return self.name

    @property
    def entry(self) -> Entry:
        value: Entry = self.value
        return value


CODES: dict[str, Code] = {code.name: code for code in Code}


def lookup(code: str) -> Code | None:
    return CODES.get(code.strip().upper())
