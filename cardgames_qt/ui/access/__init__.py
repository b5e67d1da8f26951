"""Accessibility: speaking the game to a screen reader and finding out which reader listens."""
