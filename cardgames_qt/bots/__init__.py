"""Computer opponents. A bot sees one seat's observation and its legal actions,
never the state itself, so a computer seat and a human seat take one code path.

``gops_policy`` (docs/engine-api.md) is bound here eagerly: its module
has the same name, and importing that submodule later would otherwise
replace the function on this package with the module. The import is cheap
(the solver's data loads on first use).
"""
from __future__ import annotations

from .gops_policy import gops_policy

__all__ = ["gops_policy"]
