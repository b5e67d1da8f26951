"""The text a table's layout must make room for, measured in the language shown.

The layout itself (``layout.py``) is plain geometry; this module measures the
widest form of each label the table shows (with the fonts the table uses) and
hands the widths to it, so the same measure serves the table and the layout
test in every language.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication

from cardgames_qt.ui.i18n import join_status, num
from cardgames_qt.ui.table.layout import Metrics


def _font(size: float = 1.0, bold: bool = False) -> QFont:
    """The font of ``panel_label(bold=, size=)``, without making a label (a style sheet
    parsed per label would cost start-up)."""
    font = QFont(QApplication.font("QLabel"))  # type: ignore[call-overload]  # font(className): in Qt, not in the stubs
    font.setBold(bold)
    font.setPointSizeF(max(7.0, font.pointSizeF() * size))
    return font


def _fm(size: float = 1.0, bold: bool = False) -> QFontMetrics:
    return QFontMetrics(_font(size, bold))


def _w(fm: QFontMetrics, *texts: str) -> int:
    return max(fm.horizontalAdvance(t) for t in texts) + 6


def _tr(context: str, text: str, n: int = -1) -> str:
    return QCoreApplication.translate(context, text, "", n)


def table_metrics(game: str, names: list[str], side: int = 240, share: float = 0.31) -> Metrics:
    """Widths of the labels of ``game``'s table (the widest forms), the seat names as
    drawn (in seat order from the bottom seat, clockwise), the side panel's need."""
    base = _fm()
    line = base.lineSpacing() + 2
    bold = _fm(1.15, True)
    small = _fm(0.9)
    texts: dict[str, int] = {"drawer": _w(base, _tr("TableBase", "Scores and log"))}
    if game == "gops":
        texts["gops_pile"] = _w(base, _tr("GopsTable", "Prize pile: %1").replace("%1", num(13)))
        texts["gops_pot"] = _w(_fm(1.1, True), _tr("GopsTable", "Pot: %Ln points", 91))
        texts["gops_spent"] = _w(_fm(0.85), _tr("GopsTable", "Spent bids"))
        texts["gops_won"] = _w(_fm(0.85), _tr("GopsTable", "Won prizes"))
        texts["gops_bid"] = _w(small, *(f"{n}: {_tr('GopsTable', 'Bid placed')}" for n in names))
        name_fm = _fm(1.2, True)
    elif game == "zhopa":
        z = "ZhopaTable"
        texts["zhopa_trump"] = _w(small, _tr(z, "Trumps %1").replace("%1", "♠" + _tr(z, " senior") + ", ♦"
                                                                     + _tr(z, " junior")))
        texts["zhopa_bet"] = _w(small, _tr(z, "%1 — target %2").replace("%1", _tr(z, "Pass")).replace("%2", num(88)),
                                _tr(z, "No bet yet"), _tr(z, "Betting…"))
        texts["zhopa_points"] = _w(_fm(0.95, True), _tr(z, "Points %1 of %2").replace("%1", num(88))
                                   .replace("%2", num(88)) + _tr(z, " (combination %1)").replace("%1", num(88)))
        texts["zhopa_banks"] = _w(small, _tr(z, "Banks %1").replace("%1", num(6))) + 6 * 17 + 12
        texts["zhopa_won"] = _w(small, _tr(z, "Won pile: %1 cards, %2 points").replace("%1", num(36))
                                .replace("%2", num(120)))
        texts["zhopa_combo"] = _w(small, _tr(z, "Combination %1").replace("%1", "K♠ Q♠ J♠ = 88"))
        go, pass_ = _tr(z, "Go (G)"), _tr(z, "Pass (P)")
        btn = _fm(1.0)
        texts["zhopa_buttons"] = sum(max(110, btn.horizontalAdvance(t) + 32) for t in (go, pass_)) + 8
        texts["zhopa_bet_help"] = _w(base, _tr(z, "Go needs %1 points and costs a bank if missed; pass needs %2 and "
                                               "costs nothing.").replace("%1", num(88)).replace("%2", num(88)))
        texts["zhopa_stock"] = _w(_fm(0.95), _tr(z, "Stock: %1").replace("%1", num(28)))
        texts["zhopa_trick"] = _w(_fm(1.15, True), _tr(z, "Trick %1 — main suit %2").replace("%1", num(12))
                                  .replace("%2", "♠"))
        name_fm = bold
    else:
        g = "GutsTable"
        big = _font()
        big.setPointSizeF(big.pointSizeF() * 1.5)
        big.setBold(True)
        bfm = QFontMetrics(big)
        hint = _w(_fm(0.95), _tr(g, "Press I or O"), _tr(g, "Press I or O (Enter: in)"),
                  _tr(g, "Press I or O (Enter: out)"), _tr(g, "You are %1").replace("%1", _tr(g, "in")),
                  _tr(g, "You are %1").replace("%1", _tr(g, "out")))
        buttons = sum(max(150, bfm.horizontalAdvance(_tr(g, t)) + 32) for t in ("In", "Out"))
        texts["guts_bar"] = hint + buttons + 2 * 16 + 24  # In, Out, the hint
        texts["guts_hint"] = hint
        texts["guts_balance"] = _w(_fm(1.05, True), "−88 ⅔")
        texts["guts_tag"] = _w(_fm(0.9), _tr(g, "Declared"), _tr(g, "Thinking…"), _tr(g, "Deciding…"),
                               _tr(g, "You: %1").replace("%1", _tr(g, "out")))
        texts["guts_pot"] = _w(_fm(1.7, True), _tr(g, "Pot %1").replace("%1", "88 ⅔"))
        texts["guts_reserve"] = _w(base, join_status([_tr(g, "Reserve %1").replace("%1", "88 ⅔"),
                                                      _tr(g, "cap %1").replace("%1", num(88))]))
        texts["guts_cycle"] = _w(_fm(0.95), join_status([
            _tr(g, "Cycle %1 of %2").replace("%1", num(88)).replace("%2", num(88)),
            _tr(g, "hand %1").replace("%1", num(88))]))
        name_fm = _fm(1.05, True)
    return Metrics(line=line, texts=texts, names=tuple(_w(name_fm, n) for n in names), side=side, share=share)
