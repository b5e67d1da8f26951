"""Help → Rules: the rules of each game in the player's language."""
from __future__ import annotations

from PySide6.QtCore import QLocale, QSize, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTabWidget, QTextBrowser, QVBoxLayout

from cardgames_qt.resources import ROOT
from cardgames_qt.ui.access.speech import opened_aloud
from cardgames_qt.ui.dialogs import fit_to_screen
from cardgames_qt.ui.start_page import game_title


def rules_html(game_id: str, lang: str | None = None) -> str:
    """The rules page of ``game_id`` in ``lang`` (falls back to English)."""
    lang = lang or QLocale().name().split("_")[0]
    for code in (lang, "en"):
        path = ROOT / "rules" / f"{game_id}.{code}.html"
        if path.is_file():
            return path.read_text(encoding="utf-8")
    return f"<p>{game_title(game_id)}</p>"


class RulesDialog(QDialog):
    def __init__(self, game_id: str, parent=None, lang: str | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules"))
        self.tabs = QTabWidget()
        self.browsers = {}
        for gid in ("gops", "guts", "zhopa"):
            b = QTextBrowser()
            b.setOpenExternalLinks(False)
            # a caret: the arrows move through the text and a reader reads each line
            flags = Qt.TextInteractionFlag
            b.setTextInteractionFlags(flags.TextBrowserInteraction | flags.TextSelectableByKeyboard)
            b.setHtml(rules_html(gid, lang))
            b.setAccessibleName(self.tr("Rules of %1").replace("%1", game_title(gid)))
            self.tabs.addTab(b, game_title(gid))
            self.browsers[gid] = b
        self.tabs.setCurrentIndex(("gops", "guts", "zhopa").index(game_id))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.tabs)
        lay.addWidget(buttons)
        fit_to_screen(self, QSize(760, 680))
        # the title said as it opens, the keys in the text of the game asked for (Ctrl+Tab: the next game)
        opened_aloud(self, focus=self.browsers[game_id])
        self.tabs.currentChanged.connect(lambda _i: self.tabs.currentWidget().setFocus(Qt.FocusReason.OtherFocusReason))
