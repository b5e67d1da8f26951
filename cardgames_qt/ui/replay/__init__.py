"""Replays and the review after a game, drawn by the tables' own views."""
