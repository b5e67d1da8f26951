"""The application's icon (window title bars, task bar, Alt+Tab)."""
from PySide6.QtGui import QIcon

from cardgames_qt.resources import ROOT


def app_icon() -> QIcon:
    # an SVG (via the svg icon engine) stays crisp at every size the desktop asks for
    return QIcon(str(ROOT / "icons" / "cardgames-qt.svg"))
