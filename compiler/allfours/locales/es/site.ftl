### Las páginas propias del sitio: los índices de los reglamentos y de las tarjetas.

index-rulebooks-title = Reglamentos
index-rulebooks-intro = Una página por juego, con cada regla numerada. Cada sección es un juego de la familia con las reglas de la casa construidas sobre él; empiece por el juego y lea después cada regla de la casa como las pocas reglas que cambia.
index-cards-title = Tarjetas de reglas
index-cards-intro = Una página imprimible por juego: lo que lo distingue, sus ajustes de un vistazo, y la jugada y los puntos por extenso.
index-house-rules = Reglas de la casa: { $rules }.


errors-title = Índice de errores
errors-intro = Todos los diagnósticos que puede dar el comprobador, por orden de código: qué significa cada uno, un ejemplo que lo provoca y cómo corregirlo. El comprobador escribe sus mensajes en inglés; `allfours explain CODE` muestra la misma entrada en inglés.
errors-example = Ejemplo
errors-fix = Cómo corregirlo
errors-empty = un archivo vacío

reference-turned = con triunfo vuelto
reference-named = con triunfo elegido
reference-rules = reglas
reference-default = Por defecto
reference-required = *obligatorio* en una variante sin `extends`

preview-title = Vista previa: { $title }
preview-intro = Una vista previa de { $source }, construida como la construye `allfours build`.
preview-pages = Páginas
preview-rulebook = reglamento
preview-card = tarjeta de reglas
preview-bases = Las variantes sobre las que se construye, para los enlaces del reglamento:
