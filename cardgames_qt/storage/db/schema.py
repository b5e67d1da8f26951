"""The schema the app expects of its database, and the one comparison of a file's
schema with it.

The expected schema is not written out a second time: it is built from the
app's own CREATE statements (the database module creates it in memory, as it
would create a new profile's file) and read back from ``sqlite_master`` and
SQLite's pragmas. A file passes only when it holds exactly that: the same
tables with the same columns (name, type, NOT NULL, default, key), the same
constraints and indexes, and nothing else: no trigger, view, table or index
that the app did not create. A schema change (a new column, a new table, a
migration) needs no edit here.

Triggers are what make a file dangerous: a trigger stored in the file runs
inside the app's own transactions. So the comparison runs when the database
opens, and again inside a write transaction whenever SQLite's schema cookie
says that the schema changed since (another program added something).
"""
from __future__ import annotations

import re
import sqlite3
from collections.abc import Callable
from typing import Any

from cardgames_qt.storage.errors import Message

#: the player's words for what is wrong (the database module adds "it was set aside")
UNKNOWN_OBJECTS = Message("db.unknown_objects", "it holds triggers or views that the app did not create")
OTHER_TABLES = Message("db.other_tables", "its tables are not those of this version of the app")

_COMMENT = re.compile(r"--[^\n]*|/\*.*?\*/", re.S)
_QUOTED_NAME = re.compile(r'"([A-Za-z_][A-Za-z0-9_]*)"|\[([A-Za-z_][A-Za-z0-9_]*)\]|`([A-Za-z_][A-Za-z0-9_]*)`')


def _normal(sql: str | None) -> str:
    """SQL text without comments, with single spaces and unquoted plain names (what
    SQLite writes when a table is renamed or altered differs only in these)."""
    if not sql:
        return ""
    text = _QUOTED_NAME.sub(lambda m: next(g for g in m.groups() if g), _COMMENT.sub(" ", sql))
    text = " ".join(text.split())
    return re.sub(r"\s*([(),])\s*", r"\1", text)


def _definitions(sql: str | None) -> tuple[tuple[str, ...], str]:
    """A CREATE TABLE's column and constraint definitions (sorted: ALTER TABLE ADD
    COLUMN appends, a fresh CREATE may list them elsewhere) and what follows them
    (WITHOUT ROWID, STRICT)."""
    text = _normal(sql)
    start = text.find("(")
    if start < 0:
        return (), text
    depth, parts, current, end = 0, [], [], len(text)
    in_text = False  # inside a string literal (a default): its commas and brackets are not syntax
    for i in range(start + 1, len(text)):
        c = text[i]
        if in_text or c == "'":
            in_text = in_text != (c == "'")
            current.append(c)
            continue
        if c == "(":
            depth += 1
        elif c == ")":
            if depth == 0:
                end = i
                break
            depth -= 1
        elif c == "," and depth == 0:
            parts.append("".join(current).strip())
            current = []
            continue
        current.append(c)
    parts.append("".join(current).strip())
    return tuple(sorted(parts)), text[end + 1:].strip()


def describe(conn: sqlite3.Connection) -> dict[tuple[str, str], Any]:
    """Everything about a database's schema that the app relies on, comparable with ==."""
    objects: dict[tuple[str, str], Any] = {}
    rows = conn.execute("SELECT type, name, tbl_name, sql FROM main.sqlite_master").fetchall()
    for kind, name, table, sql in rows:
        if kind == "table":
            columns = sorted(tuple(r[1:]) for r in conn.execute("SELECT * FROM pragma_table_xinfo(?)", (name,)))
            keys = sorted(tuple(r[2:]) for r in conn.execute("SELECT * FROM pragma_foreign_key_list(?)", (name,)))
            objects[(kind, name)] = (table, columns, keys, _definitions(sql))
        elif kind == "index":
            parts = [tuple(r) for r in conn.execute("SELECT * FROM pragma_index_xinfo(?)", (name,))]
            objects[(kind, name)] = (table, parts, _normal(sql))
        else:  # trigger, view: never ours
            objects[(kind, name)] = (table, _normal(sql))
    return objects


def _master(conn: sqlite3.Connection) -> list[tuple[Any, ...]]:
    """The schema's own rows (every object with the SQL text SQLite keeps for it), sorted."""
    return sorted(conn.execute("SELECT type, name, tbl_name, sql FROM main.sqlite_master").fetchall(),
                  key=repr)


_expected: dict[tuple[int, str], Any] = {}


def _built(build: Callable[[sqlite3.Connection], None], what: str) -> Any:
    """What ``build`` (the app's own creation of a new database) makes, built in memory
    once for each ``what``: "rows" (its schema rows) or "described" (see :func:`describe`)."""
    key = (id(build), what)
    if key not in _expected:
        conn = sqlite3.connect(":memory:", isolation_level=None)
        try:
            build(conn)
            _expected[key] = _master(conn) if what == "rows" else describe(conn)
        finally:
            conn.close()
    return _expected[key]


def expected(build: Callable[[sqlite3.Connection], None]) -> dict[tuple[str, str], Any]:
    """The schema that ``build`` makes, described (see :func:`describe`)."""
    described: dict[tuple[str, str], Any] = _built(build, "described")
    return described


def mismatch(conn: sqlite3.Connection, build: Callable[[sqlite3.Connection], None]) -> str | None:
    """None when the database on ``conn`` has exactly the schema ``build`` makes;
    otherwise why not, in the player's words."""
    try:
        # the very objects with the very SQL text ours are made of: SQLite derives every
        # column, key and index from that text, so the schema is ours (a file the app made,
        # as every start finds it; the description of both, 2 ms, is not needed)
        if _master(conn) == _built(build, "rows"):
            return None
        found = describe(conn)
    except (sqlite3.Error, ValueError):  # unreadable schema text, a malformed page
        return Message("db.damaged", "the file is damaged")
    want = expected(build)
    if any(kind in ("trigger", "view") for kind, _name in found):
        return UNKNOWN_OBJECTS
    if found != want:
        return OTHER_TABLES
    return None


def tables(conn: sqlite3.Connection) -> set[str]:
    """The names of the file's own tables (SQLite's internal ``sqlite_*`` ones left out)."""
    return {r[0] for r in conn.execute("SELECT name FROM main.sqlite_master WHERE type = 'table' "
                                       "AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'")}


def unknown_objects(conn: sqlite3.Connection) -> bool:
    """Whether the file holds a trigger or a view (checked before a migration runs)."""
    return conn.execute("SELECT 1 FROM main.sqlite_master WHERE type IN ('trigger', 'view') LIMIT 1"
                        ).fetchone() is not None
