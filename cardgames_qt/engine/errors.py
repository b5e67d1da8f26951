"""The engine's one error type."""


class IllegalMove(ValueError):
    """A move or setting the rules do not allow.

    The message is meant for a person ("You have already bid this round").
    Whatever raised it left the game state exactly as it was.
    """
