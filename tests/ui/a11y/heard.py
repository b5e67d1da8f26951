"""What a reader heard, in sentences: a widget taking the focus carries the sentences that
waited for it as its description, one utterance of several sentences."""
from __future__ import annotations


def sentences(utterance: str, known: set[str]) -> list[str]:
    """The sentences ``utterance`` is made of, if it is one of ``known`` or several of them
    said one after another; else none."""
    if utterance in known:
        return [utterance]
    for text in known:
        if utterance.startswith(text + " "):
            rest = sentences(utterance[len(text) + 1:], known)
            if rest:
                return [text, *rest]
    return []
