### The rule card's own words.

rulecard-differs = How it differs from { $base }
rulecard-the_game = The game
rulecard-glance = At a glance
rulecard-base_value = { $base }: { $text }
