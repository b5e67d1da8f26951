"""Application-wide set-up: language (with layout direction), icon, style."""
from __future__ import annotations

from PySide6.QtWidgets import QApplication


def setup_application(app: QApplication, lang: str | None = None) -> str:
    """Install translations for ``lang`` (or the settings' / system's language).

    Returns the language code in use.
    """
    try:
        from .i18n import install_language
    except ImportError:
        return "en"
    return install_language(app, lang)
