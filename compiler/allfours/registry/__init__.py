"""The registries: every rule a rulebook states (`rules`) and every setting of the
language (`settings`), each declared once, with everything else derived from them."""
