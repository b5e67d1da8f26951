"""Settings and new-game dialogs, generated from the game catalogue.

Every rule field comes from ``engine/catalogue.py`` (kind, range, choices,
label), so a field offers exactly what the engine accepts. Each field is
checked as soon as it changes (``Settings.with_value``); a refused value shows
its message right at the field and OK stays disabled until it is fixed. A game
that is being played keeps its variant: the fields are shown, not editable.

Seats: a name (empty keeps the default, shown in the current language), human
or computer, and for a computer its level (and in Guts its style), stored as
the bot id the bots registry maps them to.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QLocale, QSize, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from cardgames_qt.app.services import (
    DELAY_RANGE,
    LANGUAGES,
    SPEED_RANGE,
    Settings,
    SettingsError,
    SettingsKept,
    StorageError,
    default_name,
)
from cardgames_qt.bots import registry
from cardgames_qt.engine.catalogue import BOOL, CHOICE, GAME_IDS, INT, SUITS, Field, game_info
from cardgames_qt.ui.access.speech import opened_aloud, voice_combos
from cardgames_qt.ui.dialogs import fit_to_screen
from cardgames_qt.ui.words.catalogue_text import default_seat_name, game_name, label
from cardgames_qt.ui.words.storage_text import storage_text

#: a QSpinBox holds a 32-bit int: the top of a field with no upper limit
SPIN_MAX = 2**31 - 1


class FieldError(QLabel):
    def __init__(self):
        super().__init__()
        self.setTextFormat(Qt.PlainText)  # an error may quote what was typed: never markup
        self.setStyleSheet("color: #c0392b;")
        self.setWordWrap(True)
        self.hide()

    def show_error(self, text: str | None) -> None:
        self.setText(text or "")
        self.setVisible(bool(text))


def tie_label(widget: QWidget, text: str) -> QLabel:
    """A control with no label beside it (a seat's name, kind, level) still says what it sets:
    a label that is not drawn, the control's buddy, so a screen reader reads it as the
    control's label (on Linux a combo box's name is its value; its label comes from the
    labelled-by relation a buddy gives)."""
    widget.setAccessibleName(text)
    tag = QLabel(text, widget.parentWidget())
    tag.setBuddy(widget)
    tag.hide()
    return tag


class SeatRow(QWidget):
    """One seat: number, name, human/computer, level (and Guts style)."""

    def __init__(self, dialog: SettingsDialog, gid: str, index: int):
        super().__init__()
        self.dialog, self.gid, self.index = dialog, gid, index
        seat = dialog.settings.seats[gid][index]
        number = index + 1
        h = QHBoxLayout(self)
        h.setContentsMargins(0, 0, 0, 0)
        self.name = QLineEdit(seat.name)
        self.name.setMaxLength(60)
        self.name.setAccessibleName(self.tr("Name of player %1").replace("%1", str(number)))
        self.kind = QComboBox()
        self.kind.addItem(self.tr("Human"), "human")
        self.kind.addItem(self.tr("Computer"), "computer")
        self.kind.setCurrentIndex(max(0, self.kind.findData(seat.kind)))
        self.kind.setAccessibleName(self.tr("Player %1 is").replace("%1", str(number)))
        level_now, style_now = registry.describe(seat.bot or registry.default_bot(gid))
        self.level = QComboBox()
        names = {"easy": self.tr("Easy"), "medium": self.tr("Medium"), "expert": self.tr("Expert")}
        for lv in registry.levels(gid):
            self.level.addItem(names[lv], lv)
        self.level.setCurrentIndex(max(0, self.level.findData(level_now)))
        self.level.setAccessibleName(self.tr("Level of player %1").replace("%1", str(number)))
        keep_place = self.level.sizePolicy()
        keep_place.setRetainSizeWhenHidden(True)
        self.level.setSizePolicy(keep_place)
        self.style_box = None
        styles = registry.styles(gid)
        if styles:
            self.style_box = QComboBox()
            style_names = {"cautious": self.tr("Cautious"), "loose": self.tr("Loose")}
            for st in styles:
                self.style_box.addItem(style_names[st], st)
            self.style_box.setCurrentIndex(max(0, self.style_box.findData(style_now)))
            self.style_box.setAccessibleName(self.tr("Style of player %1").replace("%1", str(number)))
            self.style_box.setSizePolicy(keep_place)
            self.style_box.setToolTip(self.tr("Cautious: goes in only with a hand worth it. "
                                              "Loose: goes in more often, the table stays lively."))
        for control in (self.name, self.kind, self.level, self.style_box):
            if control is not None:
                control.setParent(self)
                tie_label(control, control.accessibleName())
        self.name.editingFinished.connect(lambda: dialog.seat_changed(gid, index, name=self.name.text()))
        self.kind.currentIndexChanged.connect(lambda _i: dialog.seat_changed(gid, index, **self._who()))
        self.level.currentIndexChanged.connect(lambda _i: dialog.seat_changed(gid, index, **self._who()))
        if self.style_box is not None:
            self.style_box.currentIndexChanged.connect(lambda _i: dialog.seat_changed(gid, index, **self._who()))
        self.number = QLabel(QLocale().toString(number))
        # as wide as the widest seat number: the rows' fields line up from "1" to "10"
        self.number.setFixedWidth(self.number.fontMetrics().horizontalAdvance(QLocale().toString(88)) + 4)
        self.number.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        h.addWidget(self.number)
        h.addWidget(self.name, 1)
        h.addWidget(self.kind)
        h.addWidget(self.level)
        if self.style_box is not None:
            h.addWidget(self.style_box)
        self.sync()

    def _who(self) -> dict[str, Any]:
        kind = self.kind.currentData()
        if kind != "computer":
            return {"kind": kind, "bot": None}
        style = self.style_box.currentData() if self.style_box is not None else None
        return {"kind": kind, "bot": registry.bot_id(self.gid, self.level.currentData(), style)}

    def sync(self) -> None:
        """Placeholder (the default name in this language) and which choices apply."""
        seats = self.dialog.settings.seats[self.gid]
        self.name.setPlaceholderText(default_seat_name(default_name(seats, self.index)))
        computer = self.kind.currentData() == "computer"
        for box in (self.level, self.style_box):
            if box is not None:  # a person has no level: hidden, its place kept so rows stay aligned
                box.setVisible(computer)
                box.setEnabled(computer and self.kind.isEnabled())


class SettingsDialog(QDialog):
    #: each game's page says what its changes reach (a game being played, one waiting, the next)
    SAYS_WHAT_CHANGES_REACH = True
    def __init__(self, settings: Settings, store, parent=None, locked_game: str | None = None,
                 locked_variant: dict[str, Any] | None = None, waiting_games: set[str] | frozenset[str] = frozenset()):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        self.store = store
        self.settings = settings
        self.result_settings = settings
        self.locked_game = locked_game
        self.locked_variant = locked_variant or {}
        #: games that wait under Continue: they keep their own rules and players
        self.waiting_games = set(waiting_games)
        self.errors: dict[str, str] = {}
        self.error_labels: dict[str, FieldError] = {}
        self.seat_rows: dict[str, list[SeatRow]] = {}
        self._seat_boxes: dict[str, QGroupBox] = {}
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.save_error = FieldError()
        # what the window says once the dialog is accepted (the settings apply but were not saved)
        self.note: str | None = None
        lay = QVBoxLayout(self)
        self._build(lay)
        # a settings file the store holds (it could not be kept aside): said before anything is
        # changed (every game's entry read first: a note found in one may hold the file)
        held = None
        if store is not None:
            settings.read_all()
            held = store.kept_note()
        self.held_label = QLabel(storage_text(held) if held else "")
        self.held_label.setTextFormat(Qt.TextFormat.PlainText)  # it names a folder: never markup
        self.held_label.setWordWrap(True)
        self.held_label.setVisible(held is not None)
        lay.addWidget(self.held_label)
        lay.addWidget(self.save_error)
        lay.addWidget(self.buttons)
        fit_to_screen(self, QSize(640, 580))
        voice_combos(self)  # a value changed with Down is heard
        opened_aloud(self)  # its title said as it opens

    def _build(self, lay: QVBoxLayout) -> None:
        self.tabs = QTabWidget()
        self.tabs.addTab(self._general_tab(), self.tr("General"))
        # a game's page is built when its tab is first shown: built all at once, the dialog's
        # hundreds of controls sent a screen reader about 660 events as it opened (a flood
        # Orca says nothing through for seconds); a page on its first showing sends its own
        self._unbuilt: dict[int, str] = {}
        for gid in GAME_IDS:
            holder = QWidget()
            QVBoxLayout(holder).setContentsMargins(0, 0, 0, 0)
            self._unbuilt[self.tabs.addTab(holder, game_name(game_info(gid)))] = gid
        self.tabs.currentChanged.connect(self._build_page)
        lay.addWidget(self.tabs)

    def _build_page(self, index: int) -> None:
        """The game page of tab ``index``, built the first time the tab is shown."""
        gid = self._unbuilt.pop(index, None)
        if gid is None:
            return
        holder = self.tabs.widget(index)
        layout = holder.layout() if holder is not None else None
        assert holder is not None and layout is not None  # (both set in _build)
        page = self.game_page(gid)
        layout.addWidget(page)
        if holder.isVisible():
            page.show()  # now, not on the layout's queued show: the tab shows it at once
        voice_combos(page)  # a value changed with Down is heard

    # --- fields -----------------------------------------------------------------------
    def _row(self, form: QFormLayout, text: str, widget: QWidget, name: str) -> None:
        err = FieldError()
        self.error_labels[name] = err
        box = QVBoxLayout()
        box.setSpacing(2)
        box.addWidget(widget)
        box.addWidget(err)
        if text:
            # the label is the control's buddy: a screen reader says it with the control
            # (a combo box on Linux is named by its value, labelled through the buddy)
            tag = QLabel(text)
            tag.setBuddy(widget)
            form.addRow(tag, box)
        else:
            form.addRow(box)  # a check box says its own text
        if not isinstance(widget, QCheckBox):  # a check box's name is its own text ("Reduced motion")
            widget.setAccessibleName(text)

    def change(self, name: str, value: Any) -> bool:
        """Apply one change; show a refusal at its field. True if accepted."""
        try:
            self.settings = self.settings.with_value(name, value)
        except SettingsError as exc:
            self.errors[exc.field if exc.field in self.error_labels else name] = storage_text(exc)
            self._show_errors()
            return False
        game = name.split(".")[0]
        for key in [k for k in self.errors if k in (name, game) or k.startswith(game + ".seats")]:
            self.errors.pop(key, None)
        self._show_errors()
        return True

    def _show_errors(self) -> None:
        for key, err in self.error_labels.items():
            err.show_error(self.errors.get(key))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not self.errors)

    def _general_tab(self) -> QWidget:
        w = QWidget()
        form = QFormLayout(w)
        reach = QLabel(self.tr("These apply at once, also to a game on the table (the language after a restart)."))
        reach.setObjectName("reach")
        reach.setWordWrap(True)
        form.addRow(reach)
        deck = QComboBox()
        from cardgames_qt.ui.table.deck import available_decks
        names = {"classic": self.tr("Classic (two colours)"), "large4": self.tr("Large index, four colours")}
        for deck_id, display in available_decks():
            deck.addItem(names.get(deck_id, display), deck_id)
        deck.setCurrentIndex(max(0, deck.findData(self.settings.deck)))
        deck.currentIndexChanged.connect(lambda _i: self.change("deck", deck.currentData()))
        self._row(form, self.tr("Card deck"), deck, "deck")
        speed = QDoubleSpinBox()
        speed.setRange(*SPEED_RANGE)  # the same range the settings file is checked against
        speed.setSingleStep(0.25)
        speed.setSuffix("×")
        # "۱٫۰۰×" has no letter to take its direction from: aligned by the dialog's direction, as
        # the fields below it (right to left: at the right)
        speed.setAlignment(Qt.AlignmentFlag.AlignAbsolute | Qt.AlignmentFlag.AlignVCenter
                           | (Qt.AlignmentFlag.AlignRight if self.isRightToLeft() else Qt.AlignmentFlag.AlignLeft))
        speed.setValue(self.settings.animation_speed)
        speed.valueChanged.connect(lambda v: self.change("animation_speed", v))
        self._row(form, self.tr("Animation speed"), speed, "animation_speed")
        reduced = QCheckBox(self.tr("Reduced motion (no animations)"))
        reduced.setChecked(self.settings.reduced_motion)
        reduced.toggled.connect(lambda v: self.change("reduced_motion", bool(v)))
        self._row(form, self.tr("Motion"), reduced, "reduced_motion")
        speak = QComboBox()
        for mode, text in (("auto", self.tr("When a screen reader is on")), ("on", self.tr("Always")),
                           ("older", self.tr("Always, also for older screen readers (Orca 45 and before)")),
                           ("off", self.tr("Never"))):
            speak.addItem(text, mode)
        speak.setCurrentIndex(max(0, speak.findData(getattr(self.settings, "speak_game", "auto"))))
        speak.currentIndexChanged.connect(lambda _i: self.change("speak_game", speak.currentData()))
        self._row(form, self.tr("Speak the game"), speak, "speak_game")
        delay = QSpinBox()
        delay.setRange(*DELAY_RANGE)
        delay.setSingleStep(100)
        delay.setSuffix(self.tr(" ms"))
        delay.setValue(self.settings.move_delay_ms)
        delay.valueChanged.connect(lambda v: self.change("move_delay_ms", v))
        self._row(form, self.tr("Computer move delay"), delay, "move_delay_ms")
        lang = QComboBox()
        native = {"system": self.tr("System language"), "en": "English", "ru": "Русский", "uk": "Українська",
                  "es": "Español", "fa": "فارسی"}
        for code in LANGUAGES:
            lang.addItem(native.get(code, code), code)
        lang.setCurrentIndex(max(0, lang.findData(self.settings.language)))
        lang.currentIndexChanged.connect(lambda _i: self.change("language", lang.currentData()))
        self._row(form, self.tr("Language (after restart)"), lang, "language")
        return w

    def game_page(self, gid: str) -> QWidget:
        """A game's rules (from the catalogue) and its seats."""
        info = game_info(gid)
        w = QWidget()
        outer = QVBoxLayout(w)
        locked = gid == self.locked_game
        # what a change here reaches: never a game already started (on the table or waiting)
        if locked:
            text = self.tr("A game of %1 is being played: its rules are fixed until it ends.").replace(
                "%1", game_name(info))
        elif gid in self.waiting_games:
            text = self.tr("A game of %1 waits under Continue: it keeps the rules and players it was started "
                           "with. Changes here apply to the next new game.").replace("%1", game_name(info))
        else:
            text = self.tr("Changes here apply to the next new game of %1.").replace("%1", game_name(info))
        note = QLabel(text)
        note.setVisible(self.SAYS_WHAT_CHANGES_REACH)
        note.setObjectName("reach")
        note.setWordWrap(True)
        note.setTextFormat(Qt.TextFormat.PlainText)
        outer.addWidget(note)
        rules = QGroupBox(self.tr("Rules"))
        form = QFormLayout(rules)
        variant = dict(self.locked_variant) if locked else dict(self.settings.variants.get(gid, {}))
        for f in info.fields:
            value = variant.get(f.name, info.default(f.name))
            widget, text = self._field_widget(gid, f, value)
            widget.setEnabled(not locked)
            self._row(form, text, widget, f"{gid}.{f.name}")
            if f.note and f.kind != SUITS:  # the field's own words explained (a SUITS hint is its placeholder)
                note = QLabel(label(f.note))
                note.setWordWrap(True)
                note.setTextFormat(Qt.TextFormat.PlainText)
                note.setStyleSheet("color: palette(placeholder-text);")
                widget.setToolTip(label(f.note))
                widget.setAccessibleDescription(label(f.note))
                form.addRow("", note)
            if f.kind == BOOL:
                widget.setAccessibleName(label(f.label))
        outer.addWidget(rules)
        outer.addWidget(self._seats_box(gid, locked))
        outer.addStretch()
        # in a scroll area: on a small screen (800x600) the page scrolls; its explanations are
        # never squeezed into fewer lines than they take (they were cut mid-line)
        area = QScrollArea()
        area.setObjectName(f"page_{gid}")
        area.setWidgetResizable(True)
        area.setFrameShape(QFrame.Shape.NoFrame)
        area.setWidget(w)
        return area

    def _field_widget(self, gid: str, f: Field, value: Any) -> tuple[QWidget, str]:
        """The widget for one catalogue field, and its row label."""

        def changed(v: Any, n: str = f.name) -> None:
            self._variant_changed(gid, n, v)

        if f.kind == INT:  # no limit on a side: the spin box's own
            spin = QSpinBox()
            spin.setRange(-SPIN_MAX if f.low is None else f.low, SPIN_MAX if f.high is None else f.high)
            spin.setValue(int(value))
            spin.valueChanged.connect(changed)
            return spin, label(f.label)
        if f.kind == CHOICE:
            combo = QComboBox()
            for choice in f.choices:
                combo.addItem(label(choice.label), choice.value)
            if value not in f.values():  # e.g. targets written out in the settings file
                combo.addItem(self.tr("Custom (from the settings file)"), value)
            combo.setCurrentIndex(max(0, combo.findData(value)) if value in f.values() else combo.count() - 1)
            combo.currentIndexChanged.connect(lambda _i: changed(combo.currentData()))
            return combo, label(f.label)
        if f.kind == BOOL:
            check = QCheckBox(label(f.label))
            check.setChecked(bool(value))
            check.toggled.connect(lambda v: changed(bool(v)))
            return check, ""
        if f.kind == SUITS:
            # "random" shows as the empty field with its hint (in the player's language)
            line = QLineEdit("" if value == "random" else value if isinstance(value, str) else " ".join(value))
            line.setPlaceholderText(label(f.note))
            line.setToolTip(label(f.note))
            line.editingFinished.connect(lambda: changed(
                "random" if line.text().strip().lower() in ("", "random")
                else line.text().upper().replace(",", " ").split()))
            return line, label(f.label)
        raise ValueError(f"unknown field kind {f.kind!r}")

    def _variant_changed(self, gid: str, name: str, value: Any) -> None:
        if self.change(f"{gid}.{name}", value) and name == game_info(gid).player_field:
            self._fill_seats(gid)

    # --- seats ------------------------------------------------------------------------------
    def _seats_box(self, gid: str, locked: bool) -> QGroupBox:
        box = QGroupBox(self.tr("Players"))
        box.setLayout(QVBoxLayout())
        if locked:
            box.setToolTip(self.tr("The players of the next game; the game being played keeps its own."))
        self._seat_boxes[gid] = box
        self.error_labels[f"{gid}.seats"] = FieldError()
        self._fill_seats(gid)
        return box

    def _fill_seats(self, gid: str) -> None:
        lay = self._seat_boxes[gid].layout()
        assert lay is not None  # (set in _seats_box)
        err = self.error_labels[f"{gid}.seats"]
        while lay.count():
            item = lay.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None and w is not err:
                w.deleteLater()
        self.seat_rows[gid] = [SeatRow(self, gid, i) for i in range(len(self.settings.seats.get(gid, [])))]
        for row in self.seat_rows[gid]:
            lay.addWidget(row)
            voice_combos(row)
        lay.addWidget(err)

    def seat_changed(self, gid: str, index: int, **change) -> None:
        seats = [s.to_dict() for s in self.settings.seats[gid]]
        seats[index].update(change)
        if not self.change(f"{gid}.seats", seats):
            key = next((k for k in self.errors if k.startswith(f"{gid}.seats")), None)
            if key and key != f"{gid}.seats":
                self.errors[f"{gid}.seats"] = self.errors.pop(key)
                self._show_errors()
        for row in self.seat_rows[gid]:
            row.sync()  # default names renumber when a seat changes kind

    # --- OK ---------------------------------------------------------------------------------
    def accept(self) -> None:
        if self.errors:
            return
        try:
            self.store.save(self.settings)
        except SettingsKept as exc:  # they apply until the app quits; the file is left as it is
            self.note = storage_text(exc)
        except StorageError as exc:
            self.save_error.show_error(storage_text(exc))
            return
        self.result_settings = self.settings
        super().accept()


class NewGameDialog(SettingsDialog):
    """Before a new game: its rules and players (levels too), kept as the next
    game's defaults. OK reads "Start"."""

    SAYS_WHAT_CHANGES_REACH = False  # they are the new game's

    def __init__(self, game_id: str, settings: Settings, store, parent=None):
        self.game_id = game_id
        super().__init__(settings, store, parent)
        self.setWindowTitle(self.tr("New game of %1").replace("%1", game_name(game_info(game_id))))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start"))
        fit_to_screen(self, QSize(640, 560))

    def _build(self, lay: QVBoxLayout) -> None:
        lay.addWidget(self.game_page(self.game_id))
