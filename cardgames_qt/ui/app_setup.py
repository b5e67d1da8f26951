"""Application-wide set-up: language (with layout direction), icon, style."""
from __future__ import annotations

from PySide6.QtWidgets import QApplication


def setup_application(app: QApplication, lang: str | None = None, configured: str | None = None) -> str:
    """Install translations for ``lang`` (or the settings' ``configured`` one,
    or the system's language). Returns the language code in use.
    """
    from cardgames_qt.ui.i18n import install_language
    from cardgames_qt.ui.icon import app_icon

    app.setWindowIcon(app_icon())
    app.setDesktopFileName("cardgames-qt")  # Wayland matches the .desktop entry by this
    return install_language(app, lang, configured)
