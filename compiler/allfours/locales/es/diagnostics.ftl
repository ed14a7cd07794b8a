### El índice de errores en español: por cada código, qué está mal (summary), por qué
### (explanation), cómo corregirlo (fix) y, donde el ejemplo es un archivo descrito con
### palabras, esas palabras (example). Los mensajes del comprobador siguen en inglés.

E0001-summary = el archivo no es texto UTF-8
E0001-explanation = Los archivos de variante son texto plano en UTF-8. El archivo usa otra codificación, así que letras como la ñ o las tildes no se pueden leer.
E0001-fix = Guarda el archivo como UTF-8 (en casi todos los editores: Guardar como y la codificación UTF-8) y vuelve a comprobarlo.
E0001-example = (un archivo guardado en Latin-1 con la palabra `señor`)

E0002-summary = el archivo contiene datos binarios, no texto
E0002-explanation = El archivo contiene bytes NUL, que nunca aparecen en un texto. Seguramente es una imagen, un archivo comprimido o un documento de un procesador de textos, no un archivo de variante.
E0002-fix = Comprueba el archivo que querías, o escribe la variante como texto plano en un editor de texto.
E0002-example = (una imagen PNG renombrada como house.variant)

E0003-summary = el archivo es demasiado grande para ser una variante
E0003-explanation = Un archivo de variante expone las reglas de un juego en unas pocas docenas de líneas. Los archivos de más de 256 KiB se rechazan antes de leerlos, para que un error no bloquee el comprobador.
E0003-fix = Comprueba que es el archivo de variante que querías; una variante solo necesita unas pocas docenas de líneas.
E0003-example = (un archivo de 1 MB)

E0004-summary = el archivo está vacío
E0004-explanation = Un archivo de variante empieza con una línea de cabecera que nombra la variante, por ejemplo `variant house "House Pitch" extends auction_pitch`.
E0004-fix = Empieza el archivo con la línea de cabecera y después una línea por cada ajuste.

E0005-summary = no se puede leer el archivo
E0005-explanation = Un archivo que `allfours check` encontró en una carpeta, o que nombra `extends`, es en realidad una carpeta o no se tiene permiso para leerlo. (Una ruta de la línea de órdenes que no existe es un error de uso, con código de salida 2.)
E0005-fix = Cambia el nombre de la carpeta o quítala, o date permiso de lectura sobre el archivo.
E0005-example = (una carpeta llamada house.variant dentro de la carpeta que se comprueba)

E0101-summary = una palabra que el lenguaje no espera aquí
E0101-explanation = Cada línea de un archivo de variante es una frase con una forma fija. El comprobador muestra qué palabras pueden venir en ese punto; la causa suele ser una palabra mal escrita, y el comprobador propone la más parecida.
E0101-fix = Corrige la palabra que señala el acento circunflejo (^); el comprobador enumera las palabras posibles y propone la más parecida.

E0102-summary = un carácter que el lenguaje no usa
E0102-explanation = Los archivos de variante usan letras, cifras, espacios y unos pocos signos de puntuación (`:` `,` `;` `(` `)` `=` y comillas). Cualquier otro es un error al teclear.
E0102-fix = Borra el carácter o cámbialo por uno que el lenguaje use.

E0103-summary = el archivo termina en medio de una línea
E0103-explanation = La última línea se corta antes de completar su frase, como cuando un archivo queda truncado.
E0103-fix = Completa la última línea o bórrala.

E0105-summary = un número mucho mayor de lo que necesita un juego
E0105-explanation = Los números de un archivo de variante cuentan cartas, puntos, ofertas y fichas; el comprobador rechaza los de más de seis cifras en lugar de calcular con ellos.
E0105-fix = Usa un número de seis cifras como mucho; ningún juego necesita más.

E0104-summary = el archivo no empieza con una línea `variant`
E0104-explanation = La primera línea que no es un comentario nombra la variante: `variant ID "Title"`, seguida si se quiere de `extends BASE`.
E0104-fix = Añade la cabecera como primera línea: `variant ID "Title"` o `variant ID "Title" extends BASE`.

E0106-summary = un número fuera del intervalo que admite su lugar
E0106-explanation = Cada número del lenguaje tiene un intervalo: al menos una carta más por jugador al correr las cartas, un mazo reservado de una carta o más, como mucho tantas cartas descartadas como tiene una mano, un punto que vale 1 o más, un equipo retrasado una vez o más. La referencia del lenguaje y el autocompletado dan el intervalo de cada número.
E0106-fix = Escribe un número dentro del intervalo que da el mensaje.

E0201-summary = un ajuste aparece dos veces
E0201-explanation = Cada ajuste se indica una sola vez por archivo; el comprobador no puede saber cuál de los dos valores querías. Para cambiar un ajuste de la variante base, indícalo una vez en el archivo que la extiende.
E0201-fix = Deja solo una de las dos líneas.

E0202-summary = `extends` nombra una variante que no existe
E0202-explanation = Una variante extiende otra de la misma carpeta o de las variantes incluidas, nombrada por su identificador (el nombre del archivo sin `.variant`). La base tiene que pasar la comprobación por sí sola: una base con errores tampoco se puede extender.
E0202-fix = Corrige el nombre que sigue a `extends` (el comprobador propone el más parecido) o corrige antes los errores de la base.

E0203-summary = variantes que se extienden entre sí en círculo
E0203-explanation = Siguiendo `extends` desde esta variante se vuelve a ella, así que ninguna variante del círculo tiene una base de la que partir.
E0203-fix = Haz que una de las variantes del círculo se sostenga sola o que extienda una variante incluida.

E0204-summary = el identificador de la variante no coincide con el nombre de su archivo
E0204-explanation = Las demás variantes encuentran esta mediante `extends ID`, que busca el archivo `ID.variant`, y los archivos generados llevan el nombre del identificador.
E0204-fix = Cambia el nombre del archivo o el identificador para que coincidan.

E0205-summary = una variante sin base omite un ajuste que no tiene valor por defecto
E0205-explanation = Una variante sin `extends` debe indicar los jugadores, el reparto, la subasta, al menos un punto y la meta. Todo lo demás tiene un valor por defecto documentado.
E0205-fix = Añade la línea que muestra la ayuda, o construye la variante sobre una base con `extends`.

E0206-summary = `count out` nombra un punto que la variante no define
E0206-explanation = `count out` enumera los puntos de la variante por su identificador, en el orden en que se anotan cuando varios jugadores llegan a la meta en la misma mano.
E0206-fix = Escribe el punto como lo nombra su línea `point` (el comprobador propone el identificador más parecido).

E0207-summary = `count out` omite un punto o nombra uno dos veces
E0207-explanation = Cada punto de la variante debe aparecer exactamente una vez en `count out`, para que el ganador se decida igual en todas las mesas.
E0207-fix = Enumera en `count out` cada punto de la variante una sola vez.

E0208-summary = los números de regla necesitan un prefijo de mayúsculas
E0208-explanation = Las secciones del reglamento y los errores del motor citan las reglas como PREFIJO-x.y (por ejemplo AP-4.3). El prefijo tiene de 1 a 6 letras mayúsculas.
E0208-fix = Escribe el prefijo con 1 a 6 letras mayúsculas, como `rule numbers: HP`.

E0209-summary = variantes que se extienden unas a otras con demasiada profundidad
E0209-explanation = Una variante puede apoyarse en una base que se apoya en otra, hasta 16 archivos de profundidad. Una cadena más larga es un error.
E0209-fix = Construye la regla de la casa sobre una variante incluida, o sobre una que esté a uno o dos pasos de una incluida.
E0209-example = (17 archivos de variante, cada uno extendiendo el siguiente)

E0210-summary = un título o una descripción en un idioma que el sitio no tiene
E0210-explanation = `title es:` y `description pl:` dan el título y la descripción de la variante en sus páginas en español y en polaco. El código que sigue a `title` o `description` debe ser uno de los otros idiomas del sitio, `es` o `pl`; el título en inglés es el de la línea `variant`, y la descripción en inglés es `description:`.
E0210-fix = Usa `es` o `pl` tras `title` o `description`; el título en inglés va en la línea `variant`.

E0211-summary = el identificador de una variante o de un punto es demasiado largo
E0211-explanation = Un identificador da nombre a los archivos y las páginas de la variante, y a su punto en cada módulo de reglas generado, donde una línea tiene como mucho 100 caracteres. El identificador de una variante o de un punto puede tener hasta 64 letras, cifras y guiones bajos.
E0211-fix = Elige un identificador más corto; el título entre comillas, o el nombre del punto en el reglamento, pueden decir el resto.

E0301-summary = el reparto necesita más cartas de las que tiene la baraja
E0301-explanation = Con el mayor número de jugadores que permite la variante, cada jugador recibe una mano completa; en total no pueden ser más cartas que las de la baraja.
E0301-fix = Permite menos jugadores, reparte menos cartas o usa una baraja mayor.

E0302-summary = los paquetes no suman la mano
E0302-explanation = Las cartas se reparten en paquetes del mismo tamaño hasta completar cada mano, así que el tamaño del paquete debe dividir el de la mano.
E0302-fix = Usa un tamaño de paquete que divida el de la mano, como 3 para una mano de 6.

E0303-summary = el número de jugadores es imposible
E0303-explanation = Un juego necesita al menos dos jugadores, y el número menor de jugadores no puede superar al mayor.
E0303-fix = Empieza el intervalo en 2 o más, con el número menor delante.

E0304-summary = el número de cartas de la baraja no corresponde a sus valores
E0304-explanation = Una baraja son los cuatro palos desde el as hasta un valor mínimo (el dos si no se indica otro), más un comodín si dice `with one joker`. Su número de cartas debe ser el que dan esos valores: 52, 53 con un comodín, 32 del as al siete.
E0304-fix = Escribe el número de cartas que dan esos valores, o cambia el valor más bajo.

E0305-summary = el reparto no da cartas
E0305-explanation = Cada jugador debe recibir al menos una carta, en paquetes de al menos una.
E0305-fix = Reparte al menos 1 carta a cada uno, en paquetes de al menos 1.

E0401-summary = el intervalo de ofertas está vacío o empieza por debajo de 1
E0401-explanation = Las ofertas van de la más baja a la más alta, las dos como mínimo 1.
E0401-fix = Escribe primero la oferta más baja, y las dos de al menos 1.

E0402-summary = la oferta más alta necesita más puntos de los que da una mano
E0402-explanation = Un contrato se cumple cuando los puntos del lanzador alcanzan la oferta. Si la oferta supera los puntos que la variante reparte en una mano, nadie podrá cumplirla nunca.
E0402-fix = Baja la oferta más alta a los puntos que puede dar una mano, o añade un punto.

E0403-summary = la oferta de la mancha queda fuera del intervalo de ofertas
E0403-explanation = Una mancha es una de las ofertas, así que su valor debe estar entre la oferta más baja y la más alta.
E0403-fix = Haz que la mancha sea una de las ofertas: entre la más baja y la más alta.

E0404-summary = una regla menciona la mancha, pero la variante no tiene
E0404-explanation = El privilegio del que reparte solo puede hacer una excepción para la mancha cuando la variante la declara con `smudge: a bid of N`.
E0404-fix = Declara la mancha con `smudge: a bid of N`, o quita la excepción de la regla que la nombra.

E0405-summary = una oferta obligada queda por encima de la mancha
E0405-explanation = Una mancha no se puede quitar: una vez ofertada, los demás solo pueden pasar. Un jugador al que `forced bid` obliga a ofertar más que la mancha no podría entonces ni ofertar ni pasar, así que la oferta obligada no puede superar la mancha.
E0405-fix = Obliga a una oferta que no supere la mancha, o haz de la mancha una oferta más alta.

E0406-summary = una oferta que nombra una regla queda fuera del intervalo de ofertas
E0406-explanation = La oferta mínima del que reparte cuando todos pasan (`the dealer must bid at least N`) y una oferta obligada (`must bid at least N`) son ofertas como las demás, así que cada una debe estar entre la oferta más baja y la más alta.
E0406-fix = Nombra una oferta entre la más baja y la más alta, o quita `at least N`.

E0407-summary = una mancha dice dos cosas sobre el mismo caso
E0407-explanation = Las cláusulas de una mancha se combinan, cada caso dicho una vez: qué hace una mancha cumplida con la partida (`made, it wins the game`, quizá `unless the bidder is in the hole`, quizá `, when its score goes back to 0`), qué anota (`made, it scores the bid`), qué necesita (`it needs every point and every trick`) y qué hace una mancha no cumplida (`set, it loses the game`). Dos cláusulas sobre el mismo caso se repiten o se contradicen.
E0407-fix = Deja una sola cláusula para cada caso.

E0501-summary = el punto no dice quién lo anota
E0501-explanation = Un punto por una carta dice quién lo anota: el jugador que la recibió, el que la gana en una baza o el que la juega.
E0501-fix = Añade quién lo anota, por ejemplo `, to the player who takes it`.

E0502-summary = un punto por más cartas que cuentan no puede nombrar destinatario
E0502-explanation = El punto por más cartas que cuentan es siempre para el jugador cuyas bazas suman más; en su lugar se dice qué pasa en caso de empate.
E0502-fix = Quita el destinatario y di qué pasa en un empate, por ejemplo `; a tie scores nothing`.

E0503-summary = un valor se cuenta dos veces
E0503-explanation = Cada valor de carta aparece como mucho una vez en una tabla de cuenta.
E0503-fix = Deja un solo valor para esa carta.

E0505-summary = un punto dice dos cosas sobre el mismo caso
E0505-explanation = Un punto dice como mucho una vez qué pasa en un empate y como mucho una vez qué pasa cuando su carta no se repartió; dos cláusulas sobre el mismo caso se repiten o se contradicen.
E0505-fix = Deja una sola cláusula para cada caso.

E0506-summary = un punto que nadie puede anotar nunca
E0506-explanation = Un punto por más cartas que cuentan en el que todas las cartas cuentan 0 es un empate en cada mano, así que nadie lo anota nunca (salvo que el empate sea para el lanzador). Una variante cuyos puntos son todos así no termina nunca: nadie avanza hacia la meta y ninguna oferta se puede cumplir.
E0506-fix = Da a alguna carta un valor mayor que 0, o haz que el empate sea para el lanzador.

E0507-summary = `point ID: none` nombra un punto que la variante no tiene
E0507-explanation = `point ID: none` quita un punto que define la variante que se extiende. El identificador debe ser uno de los puntos de la base, escrito como lo escribe la base.
E0507-fix = Escribe el identificador como lo hace la línea `point` de la base, o quita la línea.

E0504-summary = esta cláusula no se aplica a este tipo de punto
E0504-explanation = `a tie ...` solo vale para el punto de más cartas que cuentan, y `if it was not dealt` solo para una carta nombrada: el triunfo más alto y el más bajo en juego siempre se han repartido y nunca empatan. `scored as soon as it is taken` solo vale para el punto de una carta (un triunfo nombrado, el comodín, cada carta de un valor): el triunfo más alto o más bajo y las cartas que cuentan solo se conocen al final de la mano, y un punto por cada carta de un valor siempre se anota al ganarla. `worth N when taken from an opponent` vale para una carta nombrada. Un empate no puede ser para el lanzador cuando el triunfo se vuelve del mazo: nadie lanza.
E0504-fix = Quita la cláusula o pásala a un punto al que se aplique.

E0701-summary = una regla del comodín y la baraja no concuerdan
E0701-explanation = Una baraja `with one joker` necesita una línea `joker:` que diga cómo se juega el comodín; una línea `joker:` o un punto por el comodín necesitan una baraja con comodín.
E0701-fix = Añade la línea `joker:` que necesita la baraja, o un comodín a la baraja, o quita la regla y el punto del comodín.

E0702-summary = los jugadores no pueden sentarse en esas parejas
E0702-explanation = Las parejas necesitan un número fijo de jugadores que el tamaño del equipo divida en dos o más equipos. Los compañeros se sientan enfrente (parejas de dos) o alternados (dos equipos).
E0702-fix = Indica un número fijo de jugadores que el tamaño del equipo divida en dos o más equipos.

E0703-summary = un punto nombra un valor que la baraja no tiene
E0703-explanation = En una baraja corta faltan los valores bajos: un punto por el dos de triunfo, o una cuenta para un valor que la baraja no tiene, no podría anotarse nunca.
E0703-fix = Usa un valor que tenga la baraja, o deja más valores en la baraja.

E0705-summary = un ajuste que el tipo de subasta deja sin sentido
E0705-explanation = Sin subasta no hay oferta que igualar, ni mancha, ni regla para cuando todos pasan; cuando se vende el lanzamiento, decide el vendedor, el que reparte no tiene privilegio y nadie mancha. Estos ajustes se descartan si se heredan de una base; indicados en el mismo archivo que la subasta, son un error.
E0705-fix = Quita el ajuste o elige una subasta en la que tenga sentido.

E0706-summary = una regla que pertenece a otra forma de fijar el triunfo
E0706-explanation = Pedir, correr las cartas y descartarse tras correr necesitan un triunfo vuelto del mazo (`trump: the suit of a card turned up from the stock`); robar tras cada baza necesita el mazo cuya carta de encima fija el triunfo (`trump: the suit of the top card of the stock`). Un punto por el regalo necesita que se pueda pedir, y un punto por la carta vuelta necesita una muestra. Solo esos dos puntos pueden ser para el equipo del que reparte o para cada equipo salvo el suyo; el punto de una carta es para un jugador.
E0706-fix = Cambia la línea `trump:` a la forma de fijar el triunfo que necesita la regla, o quita la regla.

E0707-summary = una subasta en un juego cuyo triunfo se vuelve del mazo
E0707-explanation = Cuando el triunfo sale del mazo, ninguna oferta lo elige: el juego no tiene subasta y sus puntos se anotan sin contrato.
E0707-fix = Escribe `auction: none`.

E0708-summary = el mazo no alcanza para lo que piden las reglas
E0708-explanation = Las cartas que no se reparten forman el mazo. Una muestra necesita al menos una; correr las cartas necesita, una vez, un paquete para cada jugador y una carta que volver; robar tras cada baza necesita un mazo del que todos puedan robar por igual hasta la última carta.
E0708-fix = Reparte menos cartas, permite menos jugadores o usa una baraja mayor.

E0709-summary = un descarte tras correr que no se puede hacer
E0709-explanation = Tras correr las cartas, cada jugador se descarta hasta el número que da la variante. Debe ser un número de cartas que un jugador pueda quedarse: al menos una y no más de las repartidas, o nadie se descartaría de nada.
E0709-fix = Descártate hasta al menos una carta y no más de las repartidas.

E0710-summary = triunfo elegido por el mejor postor en un juego sin ofertas
E0710-explanation = `trump: named by the high bidder` necesita una subasta, de una vuelta, cuyo mejor postor elige el palo.
E0710-fix = Dale una subasta al juego, o fija el triunfo de otra forma, como `trump: the suit of the first card pitched`.

E0711-summary = un punto por una carta del mismo color que no se une al triunfo
E0711-explanation = Un punto por `the RANK of the same colour` necesita que esa carta sea triunfo: una línea `same colour:` que nombre el mismo valor (el Left Pedro del Cinch es el cinco).
E0711-fix = Añade una línea `same colour:` para ese valor, o apunta a una carta que sea triunfo.

E0712-summary = una regla sobre «el otro equipo» en una mesa de más de dos equipos
E0712-explanation = Cuando solo anota el equipo con más puntos, y anota la diferencia, o cuando un equipo que no cumple pierde la partida frente al otro, tiene que haber exactamente dos equipos: dos jugadores o dos parejas.
E0712-fix = Juega con dos jugadores o dos parejas, o anota el contrato de otra forma.

E0713-summary = `count out: none` donde dos equipos pueden llegar juntos a la meta
E0713-explanation = `count out: none` dice que dos equipos nunca llegan a la meta en la misma mano. Eso solo es cierto cuando un solo equipo anota en cada mano (anotando la diferencia) y no se anota nada durante ella.
E0713-fix = Di con una línea `count out` quién gana cuando dos equipos llegan a la meta en la misma mano.

E0714-summary = una mancha que otro jugador puede quitar repitiendo la oferta
E0714-explanation = Una mancha no se puede quitar una vez ofertada; una oferta máxima que otro jugador puede quitar repitiéndola (el 14 sobre 14 del Pidro) sí. La oferta máxima es una cosa o la otra.
E0714-fix = Haz que la oferta máxima sea una mancha o una oferta que se pueda repetir, no las dos cosas.

E0715-summary = solo puede ganar un equipo que cumple su oferta, pero nadie puja
E0715-explanation = Con esta regla solo gana el equipo del lanzador, cumpliendo su oferta; un juego sin subasta (triunfo vuelto del mazo, o un lanzador sin contrato) nunca tiene oferta que cumplir, así que nadie podría ganar.
E0715-fix = Quita la regla o dale una subasta al juego.

E0716-summary = una viuda y un descarte con robo del mazo en la misma variante
E0716-explanation = Una vez elegido el triunfo, o bien el mejor postor toma una viuda (o cada jugador un paquete) y todos se descartan, o bien los jugadores se descartan de sus cartas sin triunfo y reciben otras del mazo. Las dos usan las mismas cartas sin repartir, así que una variante tiene una sola.
E0716-fix = Deja o la viuda o el descarte con robo.

E0717-summary = un equipo retrasado demasiadas veces pierde, pero nadie queda retrasado nunca
E0717-explanation = `set-backs: a side set back N times loses the game` cuenta las veces que el equipo del lanzador no llegó a su oferta y quedó retrasado. Sin ofertas (triunfo vuelto del mazo, sin subasta), o cuando el contrato se anota por diferencia, nadie queda retrasado, así que la regla nunca se aplicaría.
E0717-fix = Quita la regla, o dale al juego ofertas que puedan dejar retrasado al lanzador.

E0718-summary = una mancha cumplida desde el hoyo devuelve la puntuación a 0, pero se cuenta hacia atrás
E0718-explanation = `, when its score goes back to 0` dice qué hace una mancha (o luna) cumplida por un lanzador en el hoyo: una puntuación bajo 0, contando hacia arriba. Cuando se cuenta hacia atrás desde la meta hasta 0, el 0 es donde se gana la partida, y una puntuación en el hoyo está por encima de la meta.
E0718-fix = Quita `, when its score goes back to 0`, o cuenta las puntuaciones desde 0 hacia arriba.

E0719-summary = un descarte con robo que puede dejar manos de tamaños distintos
E0719-explanation = Cuando cada jugador puede descartarse de hasta un número de cartas, también puede quedarse con todas. El robo completa las manos hasta el número que indica, nunca las reduce, así que ese número debe ser el de cartas repartidas: si fuera menor, quien se quedara con sus cartas tendría más que los demás, y alguien se quedaría sin cartas antes de la última baza.
E0719-fix = Completa las manos hasta las cartas repartidas, o haz que cada jugador se descarte de todas sus cartas sin triunfo (`each player but the dealer discards every plain card`).

E0720-summary = lo que se anota el otro bando cuando el contrato no se cumple, donde ningún contrato se puntúa por diferencia
E0720-explanation = `on a set: the other side scores its own points plus the bid` cambia cómo se puntúa un contrato no cumplido donde el contrato se puntúa por diferencia (solo se anota el bando con más puntos): en lugar de todos los puntos de la mano más lo que faltó, el otro bando se anota los puntos que ganó más la oferta. Donde quien no cumple queda retrasado en la oferta, cada bando ya se anota sus propios puntos, y sin ofertas nadie deja de cumplir.
E0720-fix = Puntúa el contrato por diferencia, o quita la línea `on a set:`.

E0721-summary = una mancha cumplida desde el hoyo anota un número de puntos, pero ningún equipo está nunca en el hoyo
E0721-explanation = `, when it scores N` dice qué anota una mancha (o luna) cumplida por un lanzador en el hoyo, una puntuación bajo 0, en lugar de ganar la partida. Cuando el contrato se anota por diferencia, el equipo que no llega no anota nada y ninguna puntuación baja de 0, así que la cláusula nunca se aplicaría.
E0721-fix = Quita `, when it scores N`, o haz que el lanzador que no llega quede retrasado por su oferta.

E0722-summary = una mancha no cumplida cuenta como más de un retraso, pero nada cuenta los retrasos
E0722-explanation = `set, it counts as N set-backs` dice cuántos retrasos suma a su equipo una mancha (o luna) no cumplida. Esa cuenta solo importa cuando el equipo retrasado tantas veces pierde la partida (`set-backs:`) o cada retraso cuesta fichas en la liquidación (`set-back chips:`); sin ninguna de las dos, la cláusula nunca cambiaría nada.
E0722-fix = Quita `; set, it counts as N set-backs`, o cuenta los retrasos con una línea `set-backs:` o `set-back chips:`.

E0723-summary = una partida que decide una mancha paga el doble, pero nunca se paga ninguna
E0723-explanation = `smudge chips: double for a game a smudge decides` dobla las fichas de una partida que una mancha (o luna) gana o pierde en el acto. Hace falta una mancha que lo haga (`made, it wins the game` o `set, it loses the game`) y una liquidación en fichas; sin ellas, la línea nunca cambiaría un pago.
E0723-fix = Quita la línea `smudge chips`, o dale al juego una mancha que gane la partida y una liquidación.

E0730-summary = el equipo del lanzador sale durante el juego, pero ningún contrato se cumple con sus puntos
E0730-explanation = `going out: the pitcher's side wins as soon as its points reach the target` termina la partida en mitad de una mano en cuanto los puntos asegurados del equipo del lanzador cumplen su oferta y lo llevan a la meta. Hacen falta ofertas y un contrato que se cumpla cuando los puntos del lanzador llegan a la oferta y que anote esos puntos: sin ofertas no hay lanzador, y cuando el contrato se puntúa por diferencia el equipo del lanzador solo se anota lo que gana por encima del otro, algo que solo se sabe al final de la mano.
E0730-fix = Quita la línea `going out`, o juégala con una subasta en la que el lanzador que no cumple retrocede lo ofertado.

E0745-summary = se permite el renuncio, pero solo se juegan triunfos: nadie puede renunciar nunca
E0745-explanation = `renege: allowed; ...` deja que quien tiene el palo de salida juegue una carta que las reglas de asistir prohíben, y lo penaliza. Donde solo se juegan triunfos (`cards played: trumps only`), toda carta jugada es un triunfo y toda salida es de triunfo, a la que quien tiene triunfo siempre asiste: nunca puede haber un renuncio y la penalización nunca se anota.
E0745-fix = Quita la línea `renege`, o deja jugar cualquier carta (`cards played: any`).

E0746-summary = un renuncio en triunfo cuesta lo mismo que cualquier renuncio
E0746-explanation = `, or N for a renege in trumps` fija otra penalización por no asistir a una salida de triunfo. Si N es la penalización de cualquier renuncio, la cláusula no cambia nada.
E0746-fix = Quita `, or N for a renege in trumps`, o dale al renuncio en triunfo otra penalización.

E0735-summary = una partida de un número fijo de repartos la gana la puntuación más alta, pero solo puede ganar el equipo del lanzador
E0735-explanation = `deals: each player deals N times, then the highest score wins` termina la partida cuando se han jugado los repartos, y la gana el equipo con la puntuación más alta, haya pujado o defendido. `count out: bid out` dice que solo puede ganar el equipo del lanzador, cumpliendo su oferta: las dos reglas no pueden valer a la vez.
E0735-fix = Cuenta de otra manera al llegar a la meta (`count out: the higher score wins; a tie goes to the pitcher's side`), o quita la línea `deals:`.

E0736-summary = un repartidor obligado puede aceptar un retraso, pero nadie queda nunca retrasado
E0736-explanation = `if everyone passes: the dealer must bid, or be set back N and pass the deal` deja que el repartidor al que todos pasaron acepte un retraso de N puntos en lugar de pujar: su equipo retrocede, como el de un lanzador que no cumple. Cuando el contrato se puntúa por diferencia, el equipo que no cumple solo se queda sin puntos y nadie retrocede nunca, así que el retraso no significaría nada.
E0736-fix = Quita `, or be set back N and pass the deal`, o puntúa el contrato haciendo retroceder al lanzador en lo que pujó.

E0755-summary = un empate que pasa a la mano siguiente necesita un juego sin subasta
E0755-explanation = `; a tie carries it over to the next hand` (el muck del Phat) no da a nadie un punto empatado y suma su valor al mismo punto de la mano siguiente. Las fuentes solo lo dan en juegos sin subasta: donde se puja, no dicen si el valor acumulado cuenta para el contrato siguiente ni qué le pasa cuando el contrato no se cumple, así que la cláusula se rechaza ahí.
E0755-fix = Escribe `; a tie scores nothing`, o juega sin subasta (`auction: none; the player left of the dealer pitches`).

E0756-summary = un comodín cuenta medio punto para un total, pero la baraja no tiene comodín
E0756-explanation = `; a joker taken counts half a point` suma medio punto por cada comodín ganado al total de cartas que cuentan de un equipo o jugador, de modo que el comodín deshace un empate de puntos enteros. Una baraja sin comodín no deja nada que contar a la cláusula.
E0756-fix = Añade un comodín a la baraja (`pack: 53 cards, ace high, with one joker`) o quita la cláusula.

E0750-summary = el lanzador declara el triunfo cuando la carta lanzada no lo deja claro, pero ninguna carta lanzada fija el triunfo
E0750-explanation = `unclear pitch: the pitcher declares trump` deja que el lanzador diga qué palo hace triunfo la carta lanzada cuando la carta no lo deja claro. Necesita un triunfo fijado por la primera carta lanzada; cuando el triunfo se vuelve del mazo, sale de la carta de encima del mazo o lo elige el mejor postor, no se lanza nada que lo fije.
E0750-fix = Quita la línea `unclear pitch`, o escribe `trump: the suit of the first card pitched`.

E0751-summary = el lanzador declara el triunfo cuando la carta lanzada no lo deja claro, pero toda carta lanzada lo deja claro
E0751-explanation = Una carta lanzada es dudosa cuando podría hacer triunfo más de un palo: un comodín cuya regla no le da palo al lanzarlo, o una carta que puede ser el triunfo del mismo color (`same colour:`). Cuando cada carta hace triunfo un solo palo (un comodín que, lanzado, hace triunfo las picas, y ningún triunfo del mismo color), el lanzador nunca declara, y la línea no cambiaría nada.
E0751-fix = Deja al comodín sin palo propio (`joker: the lowest trump, never low`), o añade una línea `same colour:`; si no, quita la línea `unclear pitch`.

E0740-summary = el mejor postor puede pasar el mazo al compañero, pero ningún jugador tiene un solo compañero
E0740-explanation = `the high bidder robs the pack, or passes it unseen to the partner` permite al mejor postor ceder a su compañero el robo del mazo. Eso exige parejas, en las que cada jugador tiene exactamente un compañero; cuando cada uno juega por su cuenta, o en equipos de tres, no hay un compañero a quien pasar el mazo.
E0740-fix = Quita `, or passes it unseen to the partner`, o juega por parejas (`in partnerships of 2`).

E0801-summary = `or trump` no dice nada en una salida de triunfo
E0801-explanation = En una salida de triunfo el palo de salida es el triunfo, así que servir el palo ya es jugar un triunfo: `follow suit or trump` parecería una regla distinta donde no la hay.
E0801-fix = Escribe `on a trump lead: follow suit if able`.

E0601-summary = la meta no se puede alcanzar nunca
E0601-explanation = Las puntuaciones empiezan en 0 y la partida termina cuando alguien llega a la meta después de una mano, así que la meta debe ser al menos 1.
E0601-fix = Pon una meta de 1 o más, por ejemplo `target: 7`.
