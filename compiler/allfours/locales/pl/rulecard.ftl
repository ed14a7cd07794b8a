### Słowa karty zasad.

rulecard-differs = Czym różni się od gry { $base }
rulecard-the_game = Gra
rulecard-glance = W skrócie
rulecard-base_value = { $base }: { $text }
