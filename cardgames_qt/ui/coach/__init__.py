"""The coach in the window: its side panel and the wiring to hint, review, replay and undo."""
