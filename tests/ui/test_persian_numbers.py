"""Persian at the table, as drawn (issue 30, items 9 and 10): no "·" that reads as the zero
"۰" beside a digit, the replay's skip icons mirrored with its arrows, every figure in Persian
digits (the coach's card values, file sizes, speeds), and the Settings' speed box aligned as
the fields below it."""
from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QApplication, QStyle

from .conftest import drawn_texts
from .test_rtl_polish import _start

DIGITS = "0123456789۰۱۲۳۴۵۶۷۸۹"


@pytest.fixture
def persian():
    from cardgames_qt.ui.i18n import install_language
    app = QApplication.instance()
    install_language(app, "fa")
    yield
    install_language(app, "en")


def _dot_beside_digit(texts: list[str]) -> list[str]:
    near = re.compile(rf"[{DIGITS}]\W{{0,3}}·|·\W{{0,3}}[{DIGITS}]")
    return [t for t in texts if near.search(t)]


@pytest.mark.parametrize("game_id, players", [("guts", 4), ("gops", 2), ("zhopa", 3)])
def test_persian_tables_put_no_middle_dot_beside_a_digit(qtbot, window, persian, game_id, players):
    """"ذخیره ۰ · سقف ۲۰", "دوره‌ی ۱ از ۳ · دست ۱", "رایانه ۱ · پخش‌کننده", "بازی ۱ از ۳ · دور ۲"."""
    _start(window, game_id, players, names=[f"رایانه {i}" for i in range(1, players)] if game_id == "zhopa"
           else None)
    table = window.table
    qtbot.waitUntil(lambda: table.gate_open(), timeout=10000)
    texts = drawn_texts(window) + [table.accessibleDescription()]
    assert any(re.search("[۰-۹]", t) for t in texts)  # Persian digits are drawn
    assert _dot_beside_digit(texts) == []
    if game_id == "guts":
        assert "، " in table.l_reserve.text() and "، " in table.l_cycle.text()


def test_the_hint_to_press_i_or_o_reads_right_to_left(qtbot, window, persian):
    """"I یا O را بزنید": laid out right to left, its "I" at the right end of the label."""
    from PySide6.QtGui import QTextLayout
    _start(window, "guts", 3)
    table = window.table
    qtbot.waitUntil(lambda: table.b_in.isEnabled(), timeout=10000)
    text = table.l_hint.text()
    assert "I" in text and "O" in text
    layout = QTextLayout(text, table.l_hint.font())
    option = layout.textOption()
    option.setTextDirection(table.l_hint.layoutDirection())
    layout.setTextOption(option)
    layout.beginLayout()
    layout.createLine().setLineWidth(10000)
    layout.endLayout()

    def x(i):
        return min(p.x() for run in layout.glyphRuns(i, 1) for p in run.positions())
    assert x(text.index("I")) > x(text.index("O")) > x(text.index("ر"))


def test_replay_skip_icons_are_mirrored_with_the_arrows(qtbot, window, persian):
    """Right to left, "to the start" and "previous round" point right as "one move back" does."""
    from cardgames_qt.ui.coach.coach_wiring import replay_window
    session = _start(window, "gops", 2)
    qtbot.waitUntil(lambda: window.table.gate_open(), timeout=10000)
    w = replay_window(session.record(), window, ask=False)
    qtbot.addWidget(w)
    style = w.style()

    def image(icon):
        return icon.pixmap(16, 16).toImage()
    assert image(w.buttons["start"].icon()) == image(style.standardIcon(QStyle.SP_MediaSkipForward))
    assert image(w.buttons["previous_mark"].icon()) == image(style.standardIcon(QStyle.SP_MediaSeekForward))
    assert image(w.buttons["end"].icon()) == image(style.standardIcon(QStyle.SP_MediaSkipBackward))
    assert image(w.buttons["back"].icon()) == image(style.standardIcon(QStyle.SP_ArrowRight))


def test_coach_card_values_file_sizes_and_speeds_in_persian_digits(qapp, persian):
    """"…از 2 تا 4…" beside "۶۴٪": the coach's card values; "%1 MiB" and "%1×" filled with
    str() ("2.5" with a Latin point)."""
    from cardgames_qt.app.coaching.coach import Reason
    from cardgames_qt.storage.errors import Message
    from cardgames_qt.ui.words import coach_text as ct
    from cardgames_qt.ui.words.storage_text import storage_text
    mix = ct.reason_text(Reason("gops_mix", {"pot": 6, "low": 2, "high": 4}))
    assert "۲" in mix and "۴" in mix and not re.search("[0-9]", mix), mix
    guts = ct.reason_text(Reason("guts_in", {"players": 3, "threshold": "9-2", "hand": "10-4"}))
    assert not re.search("[0-9]", guts), guts
    size = storage_text(Message("file.too_large", "", size="2.5", limit=4))
    assert "۲٫۵" in size and "۴" in size and not re.search("[0-9]", size), size
    speed = storage_text(Message("set.speed", "", low=0.25, high=3.0))
    assert "۰٫۲۵" in speed and "۳" in speed and not re.search("[0-9]", speed), speed


def _ink_centre(widget) -> float:
    """The mean x of the dark pixels (the text) drawn inside ``widget``."""
    img = widget.grab().toImage()
    xs = [x for x in range(2, img.width() - 20) for y in range(3, img.height() - 3)
          if img.pixelColor(x, y).lightness() < 90]
    assert xs, "nothing drawn"
    return sum(xs) / len(xs) / img.width()


def test_settings_speed_box_is_aligned_as_the_fields_below(qtbot, persian, tmp_path):
    """The animation-speed box ("۱٫۰۰×", no letter to take a direction from) was drawn at the
    left while the move-delay field below it was at the right."""
    from PySide6.QtWidgets import QDoubleSpinBox, QSpinBox

    from cardgames_qt.app.services import Settings
    from cardgames_qt.ui.dialogs.settings_dialog import SettingsDialog
    dlg = SettingsDialog(Settings(), None)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    speed = dlg.findChild(QDoubleSpinBox)
    delay = next(b for b in dlg.findChildren(QSpinBox) if b.isVisible())
    assert _ink_centre(delay) > 0.55
    assert _ink_centre(speed) > 0.55, "the speed's figure is drawn at the left"


def test_persian_speech_puts_no_middle_dot_beside_a_digit(qtbot, window, persian):
    """What a screen reader hears in Persian: the table, the scores, a refusal with the
    status line's parts (S, W keys and a flash)."""
    _start(window, "guts", 4)
    table = window.table
    qtbot.waitUntil(lambda: table.gate_open(), timeout=10000)
    said: list[str] = []
    table.speaker.spoken.connect(lambda text, urgent: said.append(text))
    table.set_speech(True)
    for what in ("scores", "table", "hand", "last"):
        table.where_am_i(what)
    assert len(said) >= 4 and any(re.search("[۰-۹]", t) for t in said), said
    assert _dot_beside_digit(said) == [], said
