"""Replays: a game stepped through move by move from any seat's view."""
