"""Play and simulate: bots that play a generated rules module through its public API,
a person against them in the terminal, and many games with statistics.

- `variants`: loading a generated module, and its RULES in the compiler's IR types;
- `cards`: what a player knows about cards from the variant's RULES (suits once trump is
  known, the order of trumps, what each card is worth to whoever takes it);
- `players`: the random, rule-based and search players;
- `simulation`: one game, many games (in local processes), seeded per game;
- `statistics`: confidence intervals and significance tests;
- `report`: the figures of a simulation, as a table or JSON, and two variants compared;
- `charts`: the figures as SVG;
- `terminal`: a person against bots;
- `commands`: the `play` and `simulate` subcommands.
"""
