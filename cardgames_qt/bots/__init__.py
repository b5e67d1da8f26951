"""Computer opponents. A bot sees one seat's observation and its legal actions,
never the state itself, so a computer seat and a human seat take one code path.
"""
from __future__ import annotations


def __getattr__(name):  # lazy: importing cardgames_qt.bots stays cheap
    if name == "gops_policy":
        from .gops_policy import gops_policy
        return gops_policy
    raise AttributeError(name)


__all__ = ["gops_policy"]
