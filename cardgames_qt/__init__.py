"""cardgames-qt: Gops, Guts and Zhopa on a Qt desktop table over a framework-free engine."""

__version__ = "0.1.0"
