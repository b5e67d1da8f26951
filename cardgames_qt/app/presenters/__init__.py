"""Per game: an observation and its events turned into typed rows, labels and prompts for the table (plain Python)."""
