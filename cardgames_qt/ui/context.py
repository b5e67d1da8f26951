"""What every table view shares: the card images, the deck, motion settings."""
from __future__ import annotations

from PySide6.QtCore import QObject, Signal


class UiContext(QObject):
    changed = Signal()

    def __init__(self, cache=None, deck: str = "classic", animation_speed: float = 1.0,
                 reduced_motion: bool = False, parent=None, disk_dir=None):
        super().__init__(parent)
        if cache is None:  # disk_dir: where rendered cards are kept between runs (None: not kept)
            from cardgames_qt.ui.table.deck import CardImageCache
            cache = CardImageCache(self, disk_dir=disk_dir)
        self.cache = cache
        self.deck = deck
        self.animation_speed = animation_speed
        self.reduced_motion = reduced_motion

    def duration(self, base_ms: int) -> int:
        """An animation's length at the player's speed; 0 with reduced motion."""
        if self.reduced_motion or self.animation_speed <= 0:
            return 0
        return int(base_ms / self.animation_speed)

    def configure(self, deck: str | None = None, animation_speed: float | None = None,
                  reduced_motion: bool | None = None) -> None:
        if deck is not None:
            self.deck = deck
        if animation_speed is not None:
            self.animation_speed = animation_speed
        if reduced_motion is not None:
            self.reduced_motion = reduced_motion
        self.changed.emit()
