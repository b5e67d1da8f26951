"""Names are plain text everywhere: the one way user text enters rich text.

Seat names (typed in the Players and rules dialog, or read from an imported
file or a stored game), save names and messages are *text*: a name
``<h1>Ed</h1>`` is drawn as those eleven characters, never as a heading. Qt
guesses "rich text" for a label, a tooltip or a message box whose text looks
like markup (``Qt.AutoText``), so:

- a label that never needs markup is set to ``Qt.PlainText``
  (:func:`plain`; ``felt.panel_label`` does it for every label on the felt);
- a label that mixes markup with text puts the text in through
  :func:`html_text` (escaped, line breaks kept);
- a tooltip, which has no text format of its own, goes through
  :func:`tooltip_text`;
- a button's text reads ``&`` as a shortcut mark: a name on a button goes
  through :func:`button_text` ("Tom & Jerry" keeps its "&").
"""
from __future__ import annotations

from PySide6.QtCore import Qt


def html_text(text: object) -> str:
    """``text`` as rich text that shows exactly those characters (line breaks kept): what
    ``html.escape(text, quote=False)`` gives (that module's import, with its table of
    entities, was 1.4 ms of a table's start), then ``<br>`` for each line break."""
    return str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\n", "<br>")


#: the short name the style hooks look for
esc = html_text


def tooltip_text(text: str | None) -> str:
    """A tooltip that shows ``text`` literally. Text Qt could take for markup (a ``<`` or
    an entity) is escaped and marked as rich text; any other text is left as it is."""
    if not text:
        return ""
    if "<" not in text and "&" not in text:
        return text
    return "<qt>" + html_text(text) + "</qt>"


def button_text(text: str) -> str:
    """A button's text that shows ``text`` literally: "&" would mark a shortcut key."""
    return text.replace("&", "&&")


def plain(*labels):
    """Set labels (or message boxes) to plain text: what they show is never read as markup."""
    for label in labels:
        label.setTextFormat(Qt.PlainText)
    return labels[0] if len(labels) == 1 else labels
