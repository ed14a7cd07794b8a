### Las páginas propias del sitio: los índices de los reglamentos y de las tarjetas.

index-rulebooks-title = Reglamentos
index-rulebooks-intro = Una página por juego, con cada regla numerada. Cada sección es un juego de la familia con las reglas de la casa construidas sobre él; empiece por el juego y lea después cada regla de la casa como las pocas reglas que cambia.
index-cards-title = Tarjetas de reglas
index-cards-intro = Una página imprimible por juego: lo que lo distingue, sus ajustes de un vistazo, y la jugada y los puntos por extenso.
index-house-rules = Reglas de la casa: { $rules }.
