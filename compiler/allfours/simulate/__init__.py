"""Play and simulate: bots that play a rules module through its public API, a person
against them in the terminal, and many games with what a table wants to know of them.

- `variants`: opening a variant from any folder (a bundled id, a .variant file, a
  module), once per process, and its RULES in the compiler's IR types;
- `cards`: what a player knows about cards from the variant's RULES (suits once trump is
  known, the order of trumps, what each card is worth to whoever takes it);
- `players`: the random, rule-based and search players;
- `simulation`: one game, many games (in local processes), seeded per game, planned
  lazily; `cluster`: the same on a Dask scheduler, with its failures said plainly;
- `statistics`: intervals, the paired test and Holm's correction;
- `figures`: the figures of a simulation (length, swings, places at the table, contracts),
  each a ratio over games; `compare`: two variants' figures game by game, with verdicts;
- `divergence`: where a rule matters: the same hands played under two variants;
- `report`: the figures as a terminal table or JSON; `charts`: as SVG;
- `site`: the site's simulation, written and checked fresh by replaying a sample;
- `terminal`: a person against bots; `commands`: the `play` and `simulate` subcommands.
"""
