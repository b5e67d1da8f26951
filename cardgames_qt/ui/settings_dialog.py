"""Settings: every variant of every game, the seats, deck, motion, language.

Each field is checked as soon as it changes (``Settings.with_value``); a
refused value shows its message right at the field and OK stays disabled
until it is fixed. A game that is being played keeps its variant: the
fields are shown, not editable.
"""
from __future__ import annotations

import dataclasses
from typing import Any, Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QDoubleSpinBox, QFormLayout,
                               QGroupBox, QHBoxLayout, QLabel, QLineEdit, QSpinBox, QTabWidget, QVBoxLayout,
                               QWidget)

from ..engine.registry import game_module
from ..storage import SeatConfig, Settings, SettingsError, StorageError
from .start_page import game_title

SUITS = ("S", "H", "D", "C")


class FieldError(QLabel):
    def __init__(self):
        super().__init__()
        self.setStyleSheet("color: #c0392b;")
        self.setWordWrap(True)
        self.hide()

    def show_error(self, text: str | None) -> None:
        self.setText(text or "")
        self.setVisible(bool(text))


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, store, parent=None, locked_game: str | None = None,
                 locked_variant: dict[str, Any] | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        self.store = store
        self.settings = settings
        self.result_settings = settings
        self.locked_game = locked_game
        self.locked_variant = locked_variant or {}
        self.errors: dict[str, str] = {}
        self.error_labels: dict[str, FieldError] = {}
        self.setters: list[Callable[[], None]] = []
        self.tabs = QTabWidget()
        self.tabs.addTab(self._general_tab(), self.tr("General"))
        for gid in ("gops", "guts", "zhopa"):
            self.tabs.addTab(self._game_tab(gid), game_title(gid))
        self.buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.save_error = FieldError()
        lay = QVBoxLayout(self)
        lay.addWidget(self.tabs)
        lay.addWidget(self.save_error)
        lay.addWidget(self.buttons)
        self.resize(560, 560)

    # --- fields -----------------------------------------------------------------------
    def _row(self, form: QFormLayout, label: str, widget: QWidget, name: str) -> None:
        err = FieldError()
        self.error_labels[name] = err
        box = QVBoxLayout()
        box.setSpacing(2)
        box.addWidget(widget)
        box.addWidget(err)
        form.addRow(label, box)
        widget.setAccessibleName(label)

    def change(self, name: str, value: Any) -> bool:
        """Apply one change; show a refusal at its field. True if accepted."""
        try:
            self.settings = self.settings.with_value(name, value)
        except SettingsError as exc:
            self.errors[exc.field if exc.field in self.error_labels else name] = exc.message
            self._show_errors()
            return False
        for key in [k for k in self.errors if k == name or k.startswith(name.split(".")[0] + ".seats")
                    or k == name.split(".")[0]]:
            self.errors.pop(key, None)
        self.errors.pop(name, None)
        self._show_errors()
        return True

    def _show_errors(self) -> None:
        for key, label in self.error_labels.items():
            label.show_error(self.errors.get(key))
        ok = self.buttons.button(QDialogButtonBox.Ok)
        ok.setEnabled(not self.errors)

    def _general_tab(self) -> QWidget:
        w = QWidget()
        form = QFormLayout(w)
        deck = QComboBox()
        try:
            from .deck import available_decks
            decks = available_decks()
        except Exception:  # noqa: BLE001
            decks = [("classic", "classic"), ("large4", "large4")]
        names = {"classic": self.tr("Classic (two colours)"), "large4": self.tr("Large index, four colours")}
        for deck_id, display in decks:
            deck.addItem(names.get(deck_id, display), deck_id)
        deck.setCurrentIndex(max(0, deck.findData(self.settings.deck)))
        deck.currentIndexChanged.connect(lambda _i: self.change("deck", deck.currentData()))
        self._row(form, self.tr("Card deck"), deck, "deck")
        speed = QDoubleSpinBox()
        speed.setRange(0.0, 10.0)
        speed.setSingleStep(0.25)
        speed.setSuffix("×")
        speed.setValue(self.settings.animation_speed)
        speed.valueChanged.connect(lambda v: self.change("animation_speed", v))
        self._row(form, self.tr("Animation speed"), speed, "animation_speed")
        reduced = QCheckBox(self.tr("Reduced motion (no animations)"))
        reduced.setChecked(self.settings.reduced_motion)
        reduced.toggled.connect(lambda v: self.change("reduced_motion", bool(v)))
        self._row(form, self.tr("Motion"), reduced, "reduced_motion")
        delay = QSpinBox()
        delay.setRange(0, 10000)
        delay.setSingleStep(100)
        delay.setSuffix(self.tr(" ms"))
        delay.setValue(self.settings.move_delay_ms)
        delay.valueChanged.connect(lambda v: self.change("move_delay_ms", v))
        self._row(form, self.tr("Computer move delay"), delay, "move_delay_ms")
        lang = QComboBox()
        for code, label in (("system", self.tr("System language")), ("en", "English"), ("ru", "Русский"),
                            ("uk", "Українська"), ("es", "Español"), ("fa", "فارسی")):
            lang.addItem(label, code)
        lang.setCurrentIndex(max(0, lang.findData(self.settings.language)))
        lang.currentIndexChanged.connect(lambda _i: self.change("language", lang.currentData()))
        self._row(form, self.tr("Language (after restart)"), lang, "language")
        return w

    def _game_tab(self, gid: str) -> QWidget:
        w = QWidget()
        outer = QVBoxLayout(w)
        locked = gid == self.locked_game
        if locked:
            note = QLabel(self.tr("A game of %1 is being played: its rules are fixed until it ends.")
                          .replace("%1", game_title(gid)))
            note.setWordWrap(True)
            outer.addWidget(note)
        rules = QGroupBox(self.tr("Rules"))
        form = QFormLayout(rules)
        variant = dict(self.locked_variant) if locked else dict(self.settings.variants.get(gid, {}))
        fields = {f.name for f in dataclasses.fields(game_module(gid).Variant)}

        def spin(name: str, label: str, low: int, high: int):
            if name not in fields:
                return
            box = QSpinBox()
            box.setRange(low, high)
            box.setValue(int(variant.get(name, low)))
            box.setEnabled(not locked)
            box.valueChanged.connect(lambda v: self._variant_changed(gid, name, v))
            self._row(form, label, box, f"{gid}.{name}")

        def combo(name: str, label: str, choices: list[tuple[Any, str]]):
            if name not in fields:
                return
            box = QComboBox()
            for value, text in choices:
                box.addItem(text, value)
            idx = box.findData(variant.get(name))
            box.setCurrentIndex(max(0, idx))
            box.setEnabled(not locked)
            box.currentIndexChanged.connect(lambda _i: self._variant_changed(gid, name, box.currentData()))
            self._row(form, label, box, f"{gid}.{name}")

        def check(name: str, label: str):
            if name not in fields:
                return
            box = QCheckBox(label)
            box.setChecked(bool(variant.get(name)))
            box.setEnabled(not locked)
            box.toggled.connect(lambda v: self._variant_changed(gid, name, bool(v)))
            self._row(form, "", box, f"{gid}.{name}")
            box.setAccessibleName(label)

        if gid == "gops":
            combo("tie_rule", self.tr("Tie rule"), [("carry", self.tr("Carry: a tied pot goes to the next winner")),
                                                   ("discard", self.tr("Discard: a tied pot is removed"))])
            spin("cards", self.tr("Cards per hand"), 1, 20)
            spin("games", self.tr("Games in a match"), 0, 20)
        elif gid == "guts":
            spin("players", self.tr("Players"), 1, 16)
            spin("ante", self.tr("Ante"), 0, 1000)
            spin("pot_cap", self.tr("Pot cap"), 0, 10000)
            spin("cycles", self.tr("Cycles in a session"), 0, 100)
        else:
            spin("players", self.tr("Players"), 1, 6)
            combo("trump_mode", self.tr("Trumps"), [
                ("per_player", self.tr("Each player has own trump suit")), ("none", self.tr("No trumps")),
                ("one", self.tr("One trump suit for all")), ("two", self.tr("Two trump suits for all")),
                ("senior_junior", self.tr("Senior (spades) and junior (diamonds) trumps"))])
            if "trump_suits" in fields:
                suits = QLineEdit()
                value = variant.get("trump_suits", "random")
                suits.setText(value if isinstance(value, str) else " ".join(value))
                suits.setPlaceholderText(self.tr("random, or suit letters such as S H D"))
                suits.setEnabled(not locked)
                suits.editingFinished.connect(lambda: self._variant_changed(
                    gid, "trump_suits", "random" if suits.text().strip().lower() in ("", "random")
                    else suits.text().upper().replace(",", " ").split()))
                self._row(form, self.tr("Trump suits"), suits, f"{gid}.trump_suits")
            check("must_beat", self.tr("A card that can take the lead must be played"))
            combo("refill", self.tr("More cards"), [("redeal", self.tr("Redeal when all hands are empty")),
                                                   ("draw", self.tr("Draw one after each trick"))])
            combo("targets", self.tr("Targets"), [("source", self.tr("The source's table")),
                                                 ("balanced", self.tr("Balanced (simulated)"))])
            spin("max_parties", self.tr("Most parties in a game (0 = no limit)"), -1, 500)
        outer.addWidget(rules)
        outer.addWidget(self._seats_box(gid))
        outer.addStretch()
        return w

    def _variant_changed(self, gid: str, name: str, value: Any) -> None:
        if self.change(f"{gid}.{name}", value) and name == "players":
            self._rebuild_seats(gid)

    # --- seats ------------------------------------------------------------------------------
    def _seats_box(self, gid: str) -> QGroupBox:
        box = QGroupBox(self.tr("Players"))
        box.setLayout(QVBoxLayout())
        self.__dict__.setdefault("_seat_boxes", {})[gid] = box
        err = FieldError()
        self.error_labels[f"{gid}.seats"] = err
        self._fill_seats(gid)
        return box

    def _rebuild_seats(self, gid: str) -> None:
        self._fill_seats(gid)

    def _fill_seats(self, gid: str) -> None:
        box = self._seat_boxes[gid]
        lay = box.layout()
        while lay.count():
            item = lay.takeAt(0)
            if item.widget() and item.widget() is not self.error_labels[f"{gid}.seats"]:
                item.widget().deleteLater()
        for i, seat in enumerate(self.settings.seats.get(gid, [])):
            row = QWidget()
            h = QHBoxLayout(row)
            h.setContentsMargins(0, 0, 0, 0)
            name = QLineEdit(seat.name)
            name.setMaxLength(60)
            name.setAccessibleName(self.tr("Name of player %1").replace("%1", str(i + 1)))
            kind = QComboBox()
            kind.addItem(self.tr("Human"), "human")
            kind.addItem(self.tr("Computer"), "computer")
            kind.setCurrentIndex(kind.findData(seat.kind))
            kind.setAccessibleName(self.tr("Player %1 is").replace("%1", str(i + 1)))
            name.editingFinished.connect(lambda g=gid, k=i, e=name: self._seat_changed(g, k, name=e.text()))
            kind.currentIndexChanged.connect(lambda _x, g=gid, k=i, c=kind: self._seat_changed(g, k, kind=c.currentData()))
            h.addWidget(QLabel(str(i + 1)))
            h.addWidget(name, 1)
            h.addWidget(kind)
            lay.addWidget(row)
        lay.addWidget(self.error_labels[f"{gid}.seats"])

    def _seat_changed(self, gid: str, index: int, **change) -> None:
        seats = [s.to_dict() for s in self.settings.seats[gid]]
        seats[index].update(change)
        if not self.change(f"{gid}.seats", seats):
            key = next((k for k in self.errors if k.startswith(f"{gid}.seats")), None)
            if key and key != f"{gid}.seats":
                self.errors[f"{gid}.seats"] = self.errors.pop(key)
                self._show_errors()

    # --- OK ---------------------------------------------------------------------------------
    def accept(self) -> None:
        if self.errors:
            return
        try:
            self.store.save(self.settings)
        except StorageError as exc:
            self.save_error.show_error(str(exc))
            return
        self.result_settings = self.settings
        super().accept()
