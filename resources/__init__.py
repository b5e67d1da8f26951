"""Data files (decks, icons, translations); installed as ``cardgames_qt.resources``."""
from pathlib import Path

ROOT = Path(__file__).resolve().parent
