### Las palabras propias de una página de reglamento.

page-generated = @generated por allfours a partir de { $source }; no lo edite a mano.
page-variant = Variante `{ $id }`
page-built_on = , basada en { $base }
page-numbering = Las reglas se numeran { $prefix }-*sección*.*regla*; el módulo de reglas `{ $module }` cita los mismos números. La numeración sigue las reglas de referencia de la familia: se omite el número que no tiene regla en este juego, para que un número signifique la misma regla en todos los juegos de su línea.
page-differs_title = En qué se diferencia de { $base_title }
page-differs_intro = Todas las reglas son como en { $base }, salvo estas:
page-differs_none = Todas las reglas son como en { $base }; solo cambia el nombre.
page-differs_dropped = de { $base } no rige aquí:
page-full_rulebook = La tarjeta de reglas del juego; todas las reglas, numeradas, están en el [reglamento completo]({ $link }).
page-source_title = El archivo de la variante
page-source_intro = Este reglamento se genera a partir de { $source }:
page-notes_title = Para el módulo de reglas y los registros de manos

section-table = Jugadores, puestos y cartas
section-deal = El reparto
section-auction = La subasta
section-begging = Plantarse, pedir, correr las cartas
section-discard = El descarte después de correr las cartas
section-draw = El descarte y el robo
section-play = La jugada
section-points = Puntos de la mano
section-scoring = Puntuación de la mano
section-game = Cómo se gana la partida
section-settlement = Liquidación
section-records = Registros
section-errors = Acciones ilegales
section-draw-discard-only = El descarte
