"""The storage layer's messages in the player's language (ui/words/storage_text.py).

Each kind of message is brought about for real (a real SQLite profile, real files, a real
child process holding the write lock) and read where a person reads it: the message box
at start or on Continue, the Load dialog's line, the Settings dialog's line. In Persian
and in Russian the window shows the translated sentence and no English sentence.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox

from cardgames_qt.ui.i18n import install_language

from .test_hostile_store import DB, _stop_watchers, in_modal, open_window, press_continue, sql  # noqa: F401 - _stop_watchers: autouse fixture
from .test_locks import Holder

ROOT = Path(__file__).resolve().parents[2]
#: a sentence of English: three English words in a row (a file name or a path is one word)
ENGLISH = re.compile(r"\b[A-Za-z]{2,}[,;:]? [A-Za-z]{2,}[,;:]? [A-Za-z]{2,}\b")
LATIN_PATH = re.compile(r"[/\w.\-]*/[/\w.\-]*")


def english_in(text: str) -> list[str]:
    """English sentences in ``text`` (paths and file names taken out first)."""
    return ENGLISH.findall(LATIN_PATH.sub("", text))


@pytest.fixture(params=["fa", "ru"])
def lang(request):
    app = QApplication.instance()
    install_language(app, request.param)
    yield request.param
    install_language(app, "en")


# --- a game kept aside because its moves are damaged ----------------------------------------------
KEPT_ASIDE = {
    "ru": "Эту игру нельзя продолжить: её ходы повреждены (не хватает ходов). Она отложена в сторону, "
          "и её ещё можно экспортировать (Игра → Загрузить…).",
    "fa": "این بازی را نمی‌توان ادامه داد: حرکت‌هایش آسیب دیده‌اند (حرکت‌هایی گم شده‌اند). کنار گذاشته شد "
          "و هنوز می‌توان آن را صادر کرد (بازی ← بارگذاری…).",
}


def test_a_game_kept_aside_is_said_in_the_players_language(qtbot, profile, lang):
    home, _info = profile
    sql(home, "DELETE FROM snapshots",
        "DELETE FROM moves WHERE idx = 0 AND game = (SELECT id FROM games WHERE status = 'active' AND kind = 'gops')")
    w = open_window(qtbot, expect_message=False)
    press_continue(w, "gops")  # the Space key on the start page's Continue button
    qtbot.waitUntil(lambda: bool(w.shown), timeout=15000)  # opening and replaying: slow under load
    assert w.table is None
    [message] = w.shown
    assert message == KEPT_ASIDE[lang]
    assert not english_in(message)
    w.close()


# --- the saves held by another program: a refusal, said at once -----------------------------------
BUSY = {
    "ru": "Не удалось сохранить игру: сохранения заняты другой программой; попробуйте ещё раз.",
    "fa": "ذخیره‌ی بازی ممکن نشد: برنامه‌ی دیگری از ذخیره‌ها استفاده می‌کند؛ دوباره تلاش کنید.",
}


def test_the_saves_held_by_another_program_are_said_in_the_players_language(qtbot, profile, lang):
    home, _info = profile
    w = open_window(qtbot, expect_message=False)
    holder = Holder(home / DB)
    w.watcher.answer = lambda box: QTest.mouseClick(box.button(QMessageBox.Yes), Qt.LeftButton)

    def look(dlg, seen):
        dlg.list.setCurrentItem(dlg.list.topLevelItem(0))
        QTest.mouseClick(dlg.delete_button, Qt.LeftButton)  # asks; the watcher clicks Yes
        seen["message"] = dlg.message.text()

    try:
        seen = in_modal(w, w.act_load, look)
    finally:
        holder.release()
    assert seen["message"] == BUSY[lang]
    assert not english_in(seen["message"])
    w.close()


# --- a settings file that cannot be written -------------------------------------------------------
SETTINGS_NOT_SAVED = {
    "ru": ("Не удалось сохранить настройки: на месте папки файл (", "). Прежние настройки не изменились."),
    "fa": ("ذخیره‌ی تنظیمات ممکن نشد: پرونده‌ای جای پوشه را گرفته است (", "). تنظیمات قبلی تغییری نکرده‌اند."),
}


def test_a_settings_file_that_cannot_be_written_is_said_in_the_players_language(qtbot, _isolated_home, lang):
    from cardgames_qt.ui.dialogs.settings_dialog import SettingsDialog
    from cardgames_qt.ui.main_window import MainWindow
    _isolated_home.mkdir(parents=True, exist_ok=True)
    (_isolated_home / "config").write_text("a file where the settings folder belongs\n")
    w = MainWindow(start_bots=False)
    qtbot.addWidget(w)
    w.show()
    seen = {}

    def look():
        dlg = QApplication.activeModalWidget()
        if not isinstance(dlg, SettingsDialog):
            QTimer.singleShot(20, look)
            return
        QTest.mouseClick(dlg.buttons.button(QDialogButtonBox.Ok), Qt.LeftButton)
        seen["message"] = dlg.save_error.text()
        seen["shown"] = dlg.isVisible()
        QTest.keyClick(dlg, Qt.Key_Escape)

    QTimer.singleShot(0, look)
    settings = next(a for a in w.findChildren(QAction) if a.shortcut() == QKeySequence("Ctrl+,"))
    settings.trigger()  # Settings → Settings… (as the Load tests open Load…)
    qtbot.waitUntil(lambda: "message" in seen, timeout=5000)
    assert seen["shown"]  # not saved: the dialog stays, with the reason
    start, end = SETTINGS_NOT_SAVED[lang]
    message = seen["message"]
    assert message.startswith(start) and message.endswith(end), message
    assert str(_isolated_home) in message  # the folder, as it is
    assert not english_in(message)
    w.close()


# --- a damaged database moved aside at start ------------------------------------------------------
MOVED_ASIDE = {
    "ru": ("Базу данных сохранений нельзя было использовать: в нём есть триггеры или представления, которые "
           "приложение не создавало. Она перемещена в ", "Из неё удалось прочитать ",
           "экспортированы туда как файлы сохранений."),
    "fa": ("از پایگاه داده‌ی ذخیره‌ها نمی‌شد استفاده کرد: تریگرها یا نماهایی دارد که برنامه نساخته است. به ",
           " بازی از آن خوانده و همان‌جا به صورت پرونده‌ی ذخیره صادر شد."),
}


def test_a_damaged_database_moved_aside_at_start_is_said_in_the_players_language(qtbot, profile, lang):
    home, info = profile
    sql(home, "CREATE VIEW everything AS SELECT * FROM games")
    w = open_window(qtbot)
    [message] = w.shown
    for part in MOVED_ASIDE[lang]:
        assert part in message, message
    assert str(home / "quarantine") in message
    from cardgames_qt.ui.i18n import num
    assert num(len(info["games"])) in message  # the count in the language's digits
    assert not english_in(message)
    w.close()


# --- the English text for what has no key ---------------------------------------------------------
def test_a_storage_message_without_a_key_keeps_its_english_text(qapp, lang):
    from cardgames_qt.app.services import Message, StorageError
    from cardgames_qt.ui.words.storage_text import storage_text
    assert storage_text(StorageError("The saves went to the moon.")) == "The saves went to the moon."
    assert storage_text(Message("no.such.key", "A sentence nobody keyed.")) == "A sentence nobody keyed."
    assert storage_text("Plain words.") == "Plain words."
    busy = Message("db.busy", "The saves are busy in another window; try again.")
    assert storage_text(busy) != str(busy) and not english_in(storage_text(busy))


def test_every_storage_key_is_worded_and_translated_in_every_language(qapp):
    """Every key the storage layer uses has its wording in ui/words/storage_text.py, and each wording
    is translated (not English) in every language."""
    from cardgames_qt.app.services import Message
    from cardgames_qt.ui.words import storage_text as words
    source = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "cardgames_qt" / "storage").glob("*.py"))
    source += (ROOT / "cardgames_qt" / "app" / "services.py").read_text(encoding="utf-8")
    used = set(re.findall(r'Message\(\s*"([\w.]+)"', source)) | {"damage", "joined"}
    for kept in re.findall(r'(?:KEPT_ASIDE|ROW_ASIDE|LISTED_ASIDE) = \(\s*"([\w.]+)"', source):
        used.add(kept)
    assert used - words.KEYS == set()
    phrases = set(re.findall(r'damage[d]?\(\s*"([^"{]+)"\)', source)) | set(
        re.findall(r'Message\("damage", "([^"]+)"\)', source))
    assert phrases and phrases - set(words._damage_words()) == set()

    untranslated = {"engine", "os.other", "profile.in_memory", "damage", "joined"}  # words of others / of parts

    class Probe(dict):
        def __missing__(self, key):
            if key in ("names", "titles", "choices"):
                return ("a.json", "b.json")
            if key in ("reason", "what", "os_reason", "detail"):
                return Message("db.damaged", "the file is damaged")
            if key in ("folder",):
                return "/tmp/x"
            if key in ("game_id", "wanted_id"):
                return "gops"
            return 3

    def render(key: str) -> str:
        return words._RENDER[key](Probe(), "")

    english = {key: render(key) for key in words.KEYS - untranslated}
    english_damage = {w: words._damage_words()[w] for w in phrases}
    try:
        for lang in ("ru", "uk", "es", "fa"):
            install_language(qapp, lang)
            same = [key for key in english if render(key) == english[key]]
            same += [w for w in phrases if words._damage_words()[w] == english_damage[w]]
            assert same == [], f"{lang}: {same}"
    finally:
        install_language(qapp, "en")


# --- the same game in a second window; a save of the wrong shape listed in Load… ------------------
IN_OTHER_WINDOW = {
    "ru": "Эта игра открыта в другом окне. Закройте её там, чтобы продолжить здесь.",
    "fa": "این بازی در پنجره‌ی دیگری باز است. آن را آنجا ببندید تا اینجا ادامه دهید.",
}


def test_a_game_open_in_another_window_is_said_in_the_players_language(qtbot, profile, lang):
    first = open_window(qtbot, expect_message=False)
    press_continue(first, "gops")
    assert first.table is not None
    second = open_window(qtbot, expect_message=False)
    press_continue(second, "gops")
    # each window's watcher answers the box on top: either may have read it
    qtbot.waitUntil(lambda: bool(first.shown or second.shown), timeout=5000)
    assert first.shown + second.shown == [IN_OTHER_WINDOW[lang]]
    assert second.table is None
    second.close()
    first.close()


LISTED_ASIDE = {
    "ru": "Игра «{}» отложена в сторону: её сохранённые данные повреждены (список игроков не читается). "
          "Остальные игры не затронуты.",
    "fa": "بازی «{}» کنار گذاشته شد: داده‌های ذخیره‌شده‌اش آسیب دیده‌اند (فهرست بازیکنانش خوانا نیست). "
          "بازی‌های دیگر آسیبی ندیده‌اند.",
}


def test_a_save_kept_aside_by_the_load_list_is_said_in_the_players_language(qtbot, profile, lang):
    from cardgames_qt.ui.i18n import name_text
    home, _info = profile
    sql(home, "UPDATE games SET seats = '{' WHERE title = 'Keep gops'")
    w = open_window(qtbot, expect_message=False)
    seen = in_modal(w, w.act_load, lambda dlg, s: s.update(message=dlg.message.text()))
    assert seen["message"] == LISTED_ASIDE[lang].format(name_text("Keep gops"))
    assert not english_in(seen["message"].replace("Keep gops", ""))
    w.close()
