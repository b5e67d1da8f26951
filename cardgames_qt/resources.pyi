"""For type checkers only. ``resources/`` (at the top of the repository) installs as
``cardgames_qt.resources`` (pyproject's package-dir), which a checker reading the
source tree cannot see; this stub declares what resources/__init__.py defines."""
from pathlib import Path

ROOT: Path
