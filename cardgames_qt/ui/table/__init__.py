"""The table: the shared base, one module per game, card views, the deck, the felt, item models."""
