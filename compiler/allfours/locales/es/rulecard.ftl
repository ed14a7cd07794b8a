### Las palabras propias de la tarjeta de reglas.

rulecard-differs = En qué se diferencia de { $base }
rulecard-the_game = El juego
rulecard-glance = De un vistazo
rulecard-base_value = { $base }: { $text }
