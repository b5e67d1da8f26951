"""Hostile stored data: the save database, its side files, its rows, JSON imports and
the files of earlier versions, each case through the app's services.

    python bench/hostile_store.py [--per-kind 150] [--kinds db,side,row,json,old] [--quick]

Five kinds of case, ``--per-kind`` of each (``--quick``: 12), built from a real
profile (games played through GameSession into the real GameStore: two waiting
under Continue, two named saves, finished games with results, imported totals):

- ``db``   the database file itself: random bytes, cut short, bytes flipped, another
           program's SQLite file, our id with other tables/columns/indexes/CHECKs (an older
           version's file too, judged before any migration),
           a trigger or a view, unknown versions (-7, 0, 99, ...), a corrupt page in a
           file over 64 MiB, a FIFO, folder or link in its place;
- ``side`` its -wal, -shm and -journal: a folder, a FIFO, a dangling link, random
           bytes, a stale -wal of another database, in every pairing;
- ``row``  one game's or result's values: deep JSON in a variant or a move, wrong shapes
           of variant and seats, a Zhopa snapshot with fields of the wrong type under a
           valid digest, ``updated`` = 1e308/inf/text, ``moves = 'many'``, text in
           ``z_points``, ``best = '1e100000000'``, a 50 MB seats JSON, a text game id
           of ``/../../../../outside/planted``, ...;
- ``json`` a file offered to Game → Import… (read_save_file + import_record, the
           window's path): seeds 2^63..2^64, lone surrogates, deep nesting, wrong types,
           a results field that cannot be read or does not match the moves (must be said);
- ``old``  an earlier version's saves folder with good files and one bad one, imported
           at the first start (open_profile, the window's path), then a second start.

Each case runs in a child process (several cases a child; the parent kills a child
whose case takes over 10 s: a hang). The child opens the profile as the window does
(``services.open_profile``), then uses it as a player would: Continue for each game,
the Load list and every save in it (open and replay), the finished games, the
Statistics (lines, Zhopa ratings), a new game with a move. A case is **handled**
when nothing raised but a StorageError, every sentence shown is one readable line,
a new game can be played, and every game the damage did not touch is still there
(or, for a database set aside, the file is kept byte for byte in quarantine and
nothing was written outside the profile). It is **silent** when something the case
damaged was used or dropped without a sentence. Last line:
``cases=N handled=N hangs=0 silent=0``.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import re
import select
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

CASE_SECONDS = 10.0
KINDS = ("db", "side", "row", "json", "old", "journal", "text")
DB = "cardgames.sqlite3"
PYTHON_ERROR = re.compile(
    r"\b[A-Z][A-Za-z]*(Error|Exception)\b|Traceback|<class|Error\(|object at 0x|\{'|\\x[0-9a-f]{2}")


def readable(message: str) -> bool:
    """One line of plain words (the rule of tests/reliability/test_hostile_files.py)."""
    return bool(message) and message == message.strip() and "\n" not in message and len(message) <= 700 \
        and not PYTHON_ERROR.search(message) and (message[0].isupper() or message[0].isdigit()) \
        and message.endswith((".", "…"))


# --- the profile every case starts from ----------------------------------------------------
def play(session, moves: int, rng: random.Random) -> None:
    for _ in range(moves):
        if session.is_over:
            return
        seat = rng.choice(session.acting_seats())
        session.submit(seat, rng.choice(session.legal_actions(seat)))


def build_template(home: Path) -> dict[str, Any]:
    """A real profile: two games under Continue, two named saves, finished games, totals."""
    os.environ["CARDGAMES_QT_HOME"] = str(home)
    from cardgames_qt.app.session import COMPUTER, GameSession, Seat
    from cardgames_qt.storage import GameStore
    rng = random.Random(5)
    store = GameStore()
    two = [Seat("Ann"), Seat("Bob", COMPUTER, "random")]
    for variant in ({"cards": 3}, {"cards": 3}):  # finished, with results
        play(GameSession.start("gops", variant, two, seed=rng.randrange(99), store=store), 99, rng)
    z = GameSession.start("zhopa", {"players": 2, "max_parties": 1}, two, seed=11, store=store)
    play(z, 999, rng)  # finished Zhopa: rating inputs in the results
    guts = GameSession.start("guts", {"players": 2}, two, seed=4, store=store)
    play(guts, 5, rng)
    store.save_named("Keep guts", guts.db_id)
    guts.close()
    gops = GameSession.start("gops", {"cards": 8}, two, seed=3, store=store)
    play(gops, 6, rng)
    store.save_named("Keep gops", gops.db_id)
    zhopa = GameSession.start("zhopa", {"players": 2}, two, seed=9, store=store)
    play(zhopa, 12, rng)
    for s in (gops, zhopa):
        s.close()
    conn = store.db.conn
    conn.execute("INSERT INTO legacy_stats (player, kind, played, won, score_total, best) "
                 "VALUES ('Cid', 'gops', 4, 1, '12', '7')")
    store.close()
    conn = sqlite3.connect(home / DB)
    games = conn.execute("SELECT id, uid, status, kind, title FROM games ORDER BY id").fetchall()
    conn.close()
    return {"games": games}


def expected_games(template: dict[str, Any]) -> dict[str, str]:
    """What the player can reach in the template: a key per game -> its uid."""
    out = {}
    for _id, uid, status, kind, title in template["games"]:
        key = {"active": f"continue {kind}", "saved": f"save {title}", "finished": f"finished {uid}"}[status]
        out[key] = uid
    return out


# --- the child: open the profile as the window does, use everything -----------------------------
def use_profile(home: Path) -> dict[str, Any]:
    """Everything a player reaches from the start page; what was said and what was found."""
    os.environ["CARDGAMES_QT_HOME"] = str(home)
    from cardgames_qt.app import services
    from cardgames_qt.app.session import COMPUTER, GameSession, Seat
    from cardgames_qt.storage import StorageError
    said: list[str] = []
    found: dict[str, str] = {}
    crashes: list[str] = []

    def attempt(what: str, fn: Callable[[], Any]) -> Any:
        try:
            return fn()
        except StorageError as exc:
            said.append(str(exc))
        except Exception as exc:  # noqa: BLE001 - the finding
            crashes.append(f"{what}: {type(exc).__name__}: {str(exc)[:200]}")
        return None

    opened = attempt("open_profile", services.open_profile)
    if opened is None:
        return {"said": said, "found": found, "crashes": crashes or ["open_profile failed"], "usable": False}
    store, notice = opened
    if notice:
        said.append(notice)
    for kind in ("gops", "guts", "zhopa"):
        if attempt(f"has_continue {kind}", lambda kind=kind: store.has_continue(kind)):
            game = attempt(f"continue {kind}", lambda kind=kind: store.load_continue(kind))
            if game is not None:
                found[f"continue {kind}"] = game.record["uid"]
                if game.message:
                    said.append(game.message)
                attempt("observation", lambda game=game: game.state.observation(0))
                store.release(game.db_id)
    saves = attempt("list_saves", store.list_saves) or []
    said.extend(getattr(store, "take_notes", list)())
    def replayed(record: dict) -> None:  # Replay… (ui/coach_wiring.replay_window): the engine's refusal is shown
        from cardgames_qt.engine import IllegalMove
        from cardgames_qt.engine.registry import replay
        try:
            replay(record["game"], record["variant"], record["seed"], record["history"])
        except IllegalMove as exc:
            said.append(f"This save cannot be replayed: {exc}")

    for info in saves:
        record = attempt(f"record {info.title}", lambda info=info: store.record(info.db_id))
        if record is not None:
            attempt("replay", lambda record=record: replayed(record))
        opened_save = attempt(f"open_saved {info.title}", lambda info=info: store.open_saved(info.db_id))
        if record is not None and opened_save is not None:
            found[f"save {info.title}"] = record["uid"]
            store.release(opened_save.db_id)
    finished = attempt("list_finished", store.list_finished) or []
    said.extend(getattr(store, "take_notes", list)())
    for info in finished:
        record = attempt("record finished", lambda info=info: store.record(info.db_id))
        if record is not None:
            attempt("replay", lambda record=record: replayed(record))
            found[f"finished {record['uid']}"] = record["uid"]
    queries = services.statistics(store)
    lines = attempt("statistics", queries.lines) or []
    said.extend(getattr(queries, "notes", []))
    for player in attempt("zhopa players", queries.zhopa_players) or []:
        attempt("zhopa history", lambda player=player: queries.zhopa_history(player))
    found["stats lines"] = str(len(lines))
    usable = False
    session = attempt("new game", lambda: GameSession.start(
        "gops", {"cards": 5}, [Seat("Ann"), Seat("Bob", COMPUTER, "random")], seed=1, store=store))
    if session is not None:
        attempt("a move", lambda: play(session, 2, random.Random(1)))
        usable = len(session.state.history) == 2
    attempt("close", store.close)
    return {"said": said, "found": found, "crashes": crashes, "usable": usable}


def import_json(home: Path, path: Path) -> dict[str, Any]:
    """Game → Import…: read_save_file, then the store takes it (MainWindow.import_game's path)."""
    os.environ["CARDGAMES_QT_HOME"] = str(home)
    from cardgames_qt.app import services
    from cardgames_qt.storage import StorageError
    said, crashes = [], []
    store, notice = services.open_profile()
    imported = False
    try:
        data = services.read_save_file(path)
        opened = store.import_record(data)
        imported = True
        if opened.message:  # written results that do not match the moves, or cannot be read
            said.append(str(opened.message))
        store.release(opened.db_id)
    except StorageError as exc:
        said.append(str(exc))
    except Exception as exc:  # noqa: BLE001 - the finding
        crashes.append(f"import: {type(exc).__name__}: {str(exc)[:200]}")
    store.close()
    return {"said": said, "crashes": crashes, "imported": imported}


# --- the cases --------------------------------------------------------------------------------------
class Case:
    def __init__(self, kind: str, label: str, prepare: Callable[[Path, dict], Any], must_say: bool = True,
                 spares: Callable[[dict], set[str]] | None = None):
        self.kind, self.label, self.prepare, self.must_say = kind, label, prepare, must_say
        #: the games the damage leaves alone (keys of expected_games); None: all of them
        self.spares = spares
        #: the player's own text the case planted: quoted in a sentence, it is data, not Python
        self.quoted: tuple[str, ...] = ()


def _sql(*statements: str, params: tuple = ()) -> Callable[[Path, dict], None]:
    def prepare(home: Path, _t: dict) -> None:
        conn = sqlite3.connect(home / DB, isolation_level=None)
        try:
            for s in statements:
                conn.execute(s, params if "?" in s else ())
        finally:
            conn.close()
    return prepare


def _edit_row(status: str, column: str, value: Any, kind: str | None = None) -> Callable[[Path, dict], None]:
    def prepare(home: Path, _t: dict) -> None:
        conn = sqlite3.connect(home / DB, isolation_level=None)
        where = "status = ?" + (" AND kind = ?" if kind else "")
        gid = conn.execute(f"SELECT id FROM games WHERE {where} ORDER BY id LIMIT 1",
                           (status, kind) if kind else (status,)).fetchone()[0]
        conn.execute(f"UPDATE games SET {column} = ? WHERE id = ?",
                     (huge_seats() if value is HUGE_SEATS else value, gid))
        conn.close()
    return prepare


def _target_key(t: dict, status: str, kind: str | None) -> str:
    for _id, uid, st, k, title in t["games"]:
        if st == status and (kind is None or k == kind):
            return {"active": f"continue {k}", "saved": f"save {title}", "finished": f"finished {uid}"}[st]
    raise KeyError(status)


def _all_but(status: str, kind: str | None = None) -> Callable[[dict], set[str]]:
    return lambda t: set(expected_games(t)) - {_target_key(t, status, kind)}


def db_cases(n: int, rng: random.Random) -> list[Case]:
    cases: list[Case] = []

    def add(label, prepare, must_say=True):
        cases.append(Case("db", label, prepare, must_say, spares=lambda t: set()))

    def raw(data: bytes):
        return lambda home, _t: (home / DB).write_bytes(data)

    for size in (1, 100, 4096, 8192, 65536):
        add(f"random bytes ({size})", raw(random.Random(size).randbytes(size)))
    add("text", raw(b"my shopping list\n"))
    add("only the SQLite header", raw(b"SQLite format 3\x00" + b"\x00" * 84))
    add("another program's database", _replace_with_foreign())
    add("our id, another program's tables", _replace_with_foreign(app_id=True))
    add("version 2: our tables and another program's", _sql("CREATE TABLE notes (t TEXT)", "PRAGMA user_version = 2"))
    for version in (-7, -1, 0, 4, 99, 2**31 - 1):  # 4: newer than this version (3)
        cases.append(Case("db", f"user_version = {version}", _sql(f"PRAGMA user_version = {version}"),
                          spares=lambda t: set() if True else None))
    for app_id in (0, 1, -1, 0x43475155):
        add(f"application_id = {app_id}", _sql(f"PRAGMA application_id = {app_id}"))
    tables = ("games", "moves", "snapshots", "leases", "results", "legacy_stats", "meta")
    for table in tables:
        for event in ("INSERT", "UPDATE", "DELETE"):
            add(f"a trigger {event} on {table}", _sql(
                f"CREATE TRIGGER t_{table}_{event.lower()} AFTER {event} ON {table} BEGIN DELETE FROM results; END"))
        add(f"a BEFORE trigger raising on {table}", _sql(
            f"CREATE TRIGGER r_{table} BEFORE INSERT ON {table} BEGIN SELECT RAISE(ABORT, 'no moves for you'); END"))
        add(f"an extra column in {table}", _sql(f"ALTER TABLE {table} ADD COLUMN extra TEXT"))
        add(f"an index on {table}", _sql(f"CREATE INDEX extra_{table} ON {table}("
            + {"games": "title", "moves": "seat", "snapshots": "digest", "leases": "owner", "results": "score",
               "legacy_stats": "won", "meta": "value"}[table] + ")"))
        add(f"table {table} dropped", _sql("PRAGMA foreign_keys = OFF", f"DROP TABLE {table}"))
    add("a view", _sql("CREATE VIEW v AS SELECT * FROM games"))
    add("an extra table", _sql("CREATE TABLE notes (t TEXT)"))
    add("an index dropped", _sql("DROP INDEX games_status"))
    add("a CHECK constraint on games", _rebuild_games("moves INTEGER NOT NULL DEFAULT 0 CHECK (moves < 3)"))
    add("a column of another type", _rebuild_games("moves TEXT NOT NULL DEFAULT 0"))
    add("a version-1 file with a trigger", _sql(
        "ALTER TABLE snapshots DROP COLUMN base_digest", "ALTER TABLE snapshots DROP COLUMN base_idx",
        "PRAGMA user_version = 1", "CREATE TRIGGER old AFTER INSERT ON moves BEGIN DELETE FROM results; END"))
    add("over 64 MiB with a corrupt page", _big_corrupt())
    for kind in ("fifo", "folder", "dangling link", "link to /dev/zero"):
        add(f"a {kind} in its place", _not_a_file(kind))
    # cut short and flipped bytes, at random places: caught, or harmless (all games still there)
    while len(cases) < n:
        i = len(cases)
        if i % 2:
            cases.append(Case("db", f"cut short #{i}", _cut(rng.random()), must_say=False,
                              spares=lambda t: set()))
        else:
            cases.append(Case("db", f"bytes flipped #{i}", _flip(rng.randrange(2**30), rng.randint(1, 64)),
                              must_say=False, spares=lambda t: set()))
    return cases


def _replace_with_foreign(app_id: bool = False):
    def prepare(home: Path, _t: dict) -> None:
        (home / DB).unlink()
        conn = sqlite3.connect(home / DB)
        conn.execute("CREATE TABLE contacts (name TEXT, phone TEXT)")
        if app_id:
            conn.execute("PRAGMA application_id = 1128747348")
            conn.execute("PRAGMA user_version = 2")
        conn.commit()
        conn.close()
    return prepare


def _rebuild_games(column: str, old: str = "moves INTEGER NOT NULL DEFAULT 0", then: tuple[str, ...] = (),
                   keep: str = "moves < 3"):
    """The games table made again with ``old`` replaced by ``column`` (a CHECK, another
    type, a text id), its rows copied (those matching ``keep``), then ``then`` run."""
    def prepare(home: Path, _t: dict) -> None:
        conn = sqlite3.connect(home / DB, isolation_level=None)
        sql = conn.execute("SELECT sql FROM sqlite_master WHERE name = 'games'").fetchone()[0]
        new = sql.replace(old, column).replace("CREATE TABLE games", "CREATE TABLE games_new")
        conn.execute("PRAGMA foreign_keys = OFF")
        conn.execute("BEGIN")
        conn.execute(new)
        conn.execute(f"INSERT INTO games_new SELECT * FROM games WHERE {keep}")
        conn.execute("DROP TABLE games")
        conn.execute("ALTER TABLE games_new RENAME TO games")
        conn.execute("CREATE UNIQUE INDEX games_named ON games(name) WHERE status = 'saved'")
        conn.execute("CREATE INDEX games_status ON games(status, kind, updated)")
        for statement in then:
            conn.execute(statement)
        conn.execute("COMMIT")
        conn.close()
    return prepare


def _big_corrupt():
    def prepare(home: Path, _t: dict) -> None:
        conn = sqlite3.connect(home / DB, isolation_level=None)
        conn.execute("BEGIN")
        conn.execute("INSERT INTO meta (key, value) VALUES ('padding', ?)", ("x" * (70 * 2**20),))
        conn.execute("COMMIT")
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        conn.close()
        path = home / DB
        with open(path, "r+b") as f:  # a page of the games table in the middle of the file: garbage
            f.seek(4096 * 3)
            f.write(random.Random(3).randbytes(4096))
    return prepare


def _not_a_file(kind: str):
    def prepare(home: Path, _t: dict) -> None:
        path = home / DB
        path.unlink()
        if kind == "fifo":
            os.mkfifo(path)
        elif kind == "folder":
            path.mkdir()
        elif kind == "dangling link":
            path.symlink_to(home / "nowhere")
        else:
            path.symlink_to("/dev/zero")
    return prepare


def _cut(fraction: float):
    def prepare(home: Path, _t: dict) -> None:
        raw = (home / DB).read_bytes()
        (home / DB).write_bytes(raw[: int(len(raw) * fraction)])
    return prepare


def _flip(seed: int, count: int):
    def prepare(home: Path, _t: dict) -> None:
        raw = bytearray((home / DB).read_bytes())
        r = random.Random(seed)
        for _ in range(count):
            raw[r.randrange(len(raw))] ^= 1 << r.randrange(8)
        (home / DB).write_bytes(bytes(raw))
    return prepare


def side_cases(n: int, rng: random.Random) -> list[Case]:
    shapes = ("folder", "fifo", "dangling link", "link to /dev/zero", "random bytes", "empty file")
    cases: list[Case] = []
    harmless = {"random bytes", "empty file"}
    for wal in (None, *shapes):
        for shm in (None, *shapes):
            if wal is None and shm is None:
                continue
            for pending in (False, True):  # with commits still in a real -wal beside it, or none
                if pending and wal is not None:
                    continue
                say = (wal is not None and wal not in harmless) or (shm is not None and shm not in harmless)
                cases.append(Case("side", f"-wal {wal}, -shm {shm}{', commits pending' if pending else ''}",
                                  _side(wal, shm, pending), must_say=say))
    for shape in shapes:  # a rollback journal: SQLite looks for one too
        cases.append(Case("side", f"-journal {shape}", _journal(shape), must_say=shape not in harmless))
    cases.append(Case("side", "a stale -wal: an older copy of the database copied over it", _stale_wal(),
                      must_say=True))
    cases.append(Case("side", "a -wal checkpointed before the crash, the file newer, commits pending",
                      _stale_wal(checkpointed=True), must_say=False))
    while len(cases) < n:
        i = len(cases)
        cases.append(Case("side", f"-wal random bytes #{i}", _side("random bytes", None, False, seed=i),
                          must_say=False))
        if len(cases) < n:
            cases.append(Case("side", f"-shm random bytes #{i}", _side(None, "random bytes", True, seed=i),
                              must_say=False))
    return cases


def _make_side(path: Path, shape: str, seed: int) -> None:
    if path.exists() or path.is_symlink():
        path.unlink()
    if shape == "folder":
        path.mkdir()
    elif shape == "fifo":
        os.mkfifo(path)
    elif shape == "dangling link":
        path.symlink_to(path.parent / "nowhere")
    elif shape == "link to /dev/zero":
        path.symlink_to("/dev/zero")
    elif shape == "random bytes":
        path.write_bytes(random.Random(seed).randbytes(random.Random(seed).choice([7, 32, 4096, 40000])))
    else:
        path.write_bytes(b"")


def flip_index_byte(db: Path, tree: str, at: int | None = None) -> None:
    """One byte of the root page of ``tree`` (an index or a table of the database) flipped:
    by default in its cell content (near the page's end), or at offset ``at`` of the page."""
    conn = sqlite3.connect(db)
    try:
        size = conn.execute("PRAGMA page_size").fetchone()[0]
        root = conn.execute("SELECT rootpage FROM sqlite_master WHERE name = ?", (tree,)).fetchone()[0]
    finally:
        conn.close()
    with open(db, "r+b") as f:
        where = (root - 1) * size + (size - 20 if at is None else at)
        f.seek(where)
        byte = f.read(1)
        f.seek(where)
        f.write(bytes([byte[0] ^ 0x5A]))


def _session(home: Path) -> None:
    """The app opened the profile and quit (in a process of its own, as a start does)."""
    code = ("from cardgames_qt.storage.db.database import Database; import sys; "
            "Database(sys.argv[1]).close()")
    subprocess.run([sys.executable, "-c", code, str(home / DB)], check=True, cwd=ROOT)


def _pending(home: Path) -> None:
    """A commit left in the -wal by a window that died (no checkpoint): it must survive."""
    code = ("import sqlite3, os; c = sqlite3.connect(os.environ['DB'], isolation_level=None); "
            "c.execute('PRAGMA wal_autocheckpoint = 0'); "
            "c.execute(\"INSERT INTO meta (key, value) VALUES ('pending', 'yes')\"); os._exit(0)")
    subprocess.run([sys.executable, "-c", code], env={**os.environ, "DB": str(home / DB)}, check=True)


def _side(wal: str | None, shm: str | None, pending: bool, seed: int = 0):
    def prepare(home: Path, _t: dict) -> None:
        if pending:
            _pending(home)
        if wal is not None:
            _make_side(home / (DB + "-wal"), wal, seed)
        if shm is not None:
            _make_side(home / (DB + "-shm"), shm, seed + 1)
    return prepare


def _journal(shape: str):
    def prepare(home: Path, _t: dict) -> None:
        _make_side(home / (DB + "-journal"), shape, 7)
    return prepare


def _stale_wal(checkpointed: bool = False):
    """A window dies with commits in the -wal; then the player copies an older backup of
    cardgames.sqlite3 over the profile's (in place, as cp does): the -wal belongs to the
    replaced file. ``checkpointed``: the crash came after a checkpoint (the -wal's pages
    are all in the file): nothing to say, nothing lost."""
    def prepare(home: Path, _t: dict) -> None:
        backup = home.parent / "backup.sqlite3"
        shutil.copyfile(home / DB, backup)  # a backup made between two sessions ...
        _session(home)  # ... then the app is started again (a new generation) ...
        _pending(home)  # ... and dies: a commit left in the -wal
        if checkpointed:
            code = ("import sqlite3, os; c = sqlite3.connect(os.environ['DB'], isolation_level=None); "
                    "c.execute('PRAGMA wal_checkpoint(PASSIVE)'); os._exit(0)")
            subprocess.run([sys.executable, "-c", code], env={**os.environ, "DB": str(home / DB)}, check=True)
        else:
            shutil.copyfile(backup, home / DB)
        wal = os.stat(home / (DB + "-wal")).st_mtime_ns
        os.utime(home / DB, ns=(wal + 10**9, wal + 10**9))  # the copy is newer than the -wal
        backup.unlink()
    return prepare


DEEP = "[" * 100_000 + "]" * 100_000
HUGE_SEATS = "<50 MB of JSON>"  # made when a case asks for it (huge_seats())


def huge_seats() -> str:
    return json.dumps([{"name": "Ann", "kind": "human", "bot": None, "pad": "x" * (50 * 2**20)}])
WRONG = [DEEP, "[]", "{}", "null", "7", '"text"', "[1, 2]", '{"cards": "many"}', '{"cards": [[[[[[1]]]]]]}',
         "{bad json", '{"a": NaN}', "1e999", '[{"name": 5}]', '[{"name": "Ann", "kind": "dragon"}]',
         '[{"name": "' + "A" * 500 + '", "kind": "human"}]', '{"x": "\\ud800"}', HUGE_SEATS]


def row_cases(n: int, rng: random.Random) -> list[Case]:
    cases: list[Case] = []
    targets = (("active", "gops"), ("saved", "gops"), ("finished", "gops"), ("active", "zhopa"), ("saved", "guts"))
    for status, kind in targets:
        for column in ("variant", "seats"):
            for value in WRONG:
                if value is HUGE_SEATS and (status, kind) != ("saved", "gops"):
                    continue
                label = value[:30] if value is not HUGE_SEATS else "50 MB of JSON"
                cases.append(Case("row", f"{status} {kind}: {column} = {label!r}",
                                  _edit_row(status, column, value, kind),
                                  must_say=not (column == "variant" and value in ("{}",)),
                                  spares=_all_but(status, kind)))
        for column, value in (("updated", 1e308), ("updated", float("inf")), ("updated", "yesterday"),
                              ("updated", -1e308), ("moves", "many"), ("moves", -5), ("moves", 2**62),
                              ("seed", "seven"), ("seed", 1.5), ("seed", b"\x00"), ("title", b"\xff\xfe"),
                              ("title", "x" * 5000), ("kind", "chess"), ("kind", 7), ("assisted", "yes"),
                              ("uid", 12), ("uid", "u" * 500)):
            # a column's type turns 12 into '12' (TEXT affinity): a valid uid, nothing to say
            quiet = column == "uid" and value == 12
            cases.append(Case("row", f"{status} {kind}: {column} = {str(value)[:20]!r}",
                              _edit_row(status, column, value, kind), must_say=not quiet,
                              spares=_all_but(status, kind)))
    for action in (b"[" * 50_000, b"not json", b'{"a": 1}', 1.5, b"[" + b"1," * 5000 + b"1]", "x" * 500,
                   -(2**63), None):
        cases.append(Case("row", f"a move = {str(action)[:20]!r}", _sql(
            "UPDATE moves SET action = ? WHERE game = (SELECT id FROM games WHERE status = 'active' AND "
            "kind = 'gops') AND idx = 2", params=(action,)), spares=_all_but("active", "gops")))
    for seat in ("zero", 99, -1, 2.5):
        cases.append(Case("row", f"a move's seat = {seat!r}", _sql(
            "UPDATE moves SET seat = ? WHERE game = (SELECT id FROM games WHERE status = 'saved' AND "
            "kind = 'guts') AND idx = 1", params=(seat,)), spares=_all_but("saved", "guts")))
    for field_name, value in (("partie", "3"), ("banks", "many"), ("hands", 5), ("trick", {"x": 1}),
                              ("leader", [1]), ("stats", []), ("phase", 7), ("to_act", "all"),
                              ("won", {"0": "x"}), ("dealer", None), ("rng", "random"), ("scores_history", 3)):
        cases.append(Case("row", f"zhopa snapshot: {field_name} = {value!r} under a valid digest",
                          _snapshot(field_name, value), must_say=False, spares=lambda t: set(expected_games(t))))
    for column, value in (("idx", "many"), ("base_idx", "x"), ("digest", 5), ("base_digest", "z" * 500),
                          ("state", 7), ("state", DEEP)):
        cases.append(Case("row", f"snapshot of the waiting guts game: {column} = {str(value)[:20]!r}", _sql(
            "INSERT INTO snapshots (game, idx, state, digest, base_idx, base_digest) "
            "SELECT id, 3, '{}', 'x', 0, '' FROM games WHERE status = 'active' AND kind = 'guts'",
            f"UPDATE snapshots SET {column} = ?", params=(value,)), must_say=False,
            spares=lambda t: set(expected_games(t))))
    for column, value in (("heartbeat", "soon"), ("heartbeat", float("inf")), ("pid", "me"), ("host", 5)):
        cases.append(Case("row", f"a lease on the waiting gops game: {column} = {str(value)[:20]!r}", _sql(
            "INSERT INTO leases (game, owner, host, pid, heartbeat) SELECT id, 'other', 'elsewhere', 1, "
            "julianday('now') FROM games WHERE status = 'active' AND kind = 'gops'",
            f"UPDATE leases SET {column} = ?", params=(value,)), must_say=False,
            spares=lambda t: set(expected_games(t))))
    for column, value in (("score_num", "lots"), ("score_num", 1e300), ("finished", float("inf")),
                          ("finished", "today"), ("z_points", "many"), ("z_parties", -3), ("outcome", "won"),
                          ("margin", "x"), ("player", 5), ("player", ""), ("player", b"\xff"), ("uid", b"\x00"),
                          ("kind", "chess")):
        cases.append(Case("row", f"results: {column} = {value!r}", _sql(
            f"UPDATE results SET {column} = ? WHERE rowid IN (SELECT rowid FROM results LIMIT 1)",
            params=(value,)), spares=lambda t: set(expected_games(t)), must_say=(column, value) != ("player", 5)))
    for column, value in (("best", "1e100000000"), ("best", "1/0"), ("score_total", "9" * 5000),
                          ("played", "many"), ("won", -1), ("z_points", "x"), ("player", 12),
                          ("player", b"\xff"), ("kind", "zhopa")):
        cases.append(Case("row", f"legacy_stats: {column} = {value!r}", _sql(
            f"UPDATE legacy_stats SET {column} = ?", params=(value,)), spares=lambda t: set(expected_games(t)),
            must_say=(column, value) not in (("player", 12), ("kind", "zhopa"))))
    for planted in ("/../../../../outside/planted", "../../outside/planted", "/tmp/../outside\\x"):
        cases.append(Case("row", f"a text game id {planted!r}: the file is set aside, salvage names its files",
                          _rebuild_games("id PRIMARY KEY", "id INTEGER PRIMARY KEY AUTOINCREMENT", (
                              f"UPDATE games SET id = '{planted}' WHERE status = 'saved' AND kind = 'gops'",
                              f"UPDATE moves SET game = '{planted}' WHERE game = (SELECT id FROM games "
                              "WHERE status = 'saved' AND kind = 'gops')"), keep="1"), spares=lambda t: set()))
    while len(cases) < n:  # random junk in a random column of a random game
        i = len(cases)
        status, kind = rng.choice(targets)
        column = rng.choice(["variant", "seats", "seed", "moves", "updated", "title", "uid"])
        value = rng.choice([rng.randbytes(rng.randint(0, 40)), rng.random() * 10**rng.randint(0, 300),
                            rng.choice(WRONG[:-1]), -rng.randrange(2**63)])
        cases.append(Case("row", f"junk #{i}: {status} {kind} {column}", _edit_row(status, column, value, kind),
                          must_say=False, spares=_all_but(status, kind)))
    return cases


def _snapshot(field_name: str, value: Any):
    """A snapshot of the waiting Zhopa game whose digest fits its moves, one field changed."""
    def prepare(home: Path, _t: dict) -> None:
        from cardgames_qt.engine.registry import replay
        from cardgames_qt.storage.db import gamedb
        conn = sqlite3.connect(home / DB, isolation_level=None)
        gid, variant, seed = conn.execute("SELECT id, variant, seed FROM games WHERE status = 'active' AND "
                                          "kind = 'zhopa'").fetchone()
        history = [[s, gamedb.validate.move_row(s, a)[1]] for s, a in conn.execute(
            "SELECT seat, action FROM moves WHERE game = ? ORDER BY idx", (gid,))]
        state = replay("zhopa", json.loads(variant), seed, history)
        data = state.to_dict(history=False)
        data[field_name] = value
        text = conn.execute(gamedb._DIGEST_SQL, (gid, 0, len(history))).fetchone()[0] or ""
        digest = hashlib.sha256(text.encode()).hexdigest()
        conn.execute("INSERT INTO snapshots (game, idx, state, digest, base_idx, base_digest) "
                     "VALUES (?, ?, ?, ?, 0, '')", (gid, len(history), json.dumps(data), digest))
        conn.close()
    return prepare


def json_files() -> list[tuple[str, Any]]:
    """Hostile save files: (label, bytes or a function of the good save dict)."""
    def with_(**changes):
        return lambda d: {**d, **changes}

    def seat(**changes):
        return lambda d: {**d, "seats": [{**d["seats"][0], **changes}] + d["seats"][1:]}

    out: list[tuple[str, Any]] = []
    for seed in (2**63, 2**63 + 1, 2**64 - 1, 2**64, -(2**63) - 1, 10**400, 1.5, "7", True, None, [], -1, 0):
        out.append((f"seed {str(seed)[:24]}", with_(seed=seed)))
    for text in ("\ud800", "a\udfffb", "\x00", "\u202e", "<h1>Ed</h1>", "x" * 100, "", " ", "\n"):
        out.append((f"name {text[:10]!r}", seat(name=text)))
        out.append((f"title {text[:10]!r}", with_(title=text)))
        out.append((f"uid {text[:10]!r}", with_(uid=text)))
        out.append((f"variant string {text[:10]!r}",
                    lambda d, t=text: {**d, "variant": {**d["variant"], "tie_rule": t}}))
        out.append((f"action {text[:10]!r}", lambda d, t=text: {**d, "history": d["history"] + [[0, t]]}))
    for key in ("variant", "seats", "history", "game", "format", "version", "saved_at", "app_version", "note"):
        for value in (None, 7, "x", [], {}, [[[]]], 1e308, -1, True, "[" * 10):
            out.append((f"{key} = {str(value)[:12]!r}", with_(**{key: value})))
    for depth in (10, 100, 1000, 100_000):
        nested: Any = 1
        for _ in range(min(depth, 500)):
            nested = [nested]
        out.append((f"variant nested {depth}", with_(variant={"cards": nested})))
        out.append((f"action nested {depth}", lambda d, n=nested: {**d, "history": [[0, n]]}))
    for cards in (10**100, -10**100, 2**63, float("inf"), 1e308, 0, 99):
        out.append((f"cards {str(cards)[:12]}", lambda d, c=cards: {**d, "variant": {**d["variant"], "cards": c}}))
    out.append(("seat 2**64 in a move", lambda d: {**d, "history": [[2**64, 1]]}))
    # the optional results field: read, checked against the moves (which win), never trusted
    for value in (None, 7, "x", [], {}, {"version": 99}, {"version": 1, "seats": "x"},
                  {"version": 1, "seats": [{"player": "Ann", "outcome": "win", "score": "1e100000000"}]},
                  {"version": 1, "seats": [{"player": "\ud800", "outcome": "win", "score": 1}]},
                  {"version": 1, "seats": [{"player": "{0}", "outcome": "{}", "score": "1/0"}]},
                  {"version": 1, "assisted": "yes", "seats": [{"player": "Ann", "outcome": "win", "score": 3}]},
                  {"version": 1, "seats": [{"player": "Ann", "outcome": "win", "score": 3,
                                            "zhopa": {"points": 10**400}}] * 2},
                  {"version": 1, "seats": [{"player": "Ann", "outcome": "win", "score": 3}] * 10_000}):
        out.append((f"results = {str(value)[:40]!r}", with_(results=value)))
    out.append(("a move's seat 10**400", lambda d: {**d, "history": [[10**400, 1]]}))
    out.append(("NaN literal", b'{"format": "cardgames-qt-save", "version": 1, "seed": NaN}'))
    out.append(("Infinity literal", b'{"format": "cardgames-qt-save", "version": NaN}'))
    out.append(("lone surrogate escape in raw JSON", "SURROGATE"))
    out.append(("int of 5000 digits", b'{"format": "cardgames-qt-save", "version": 1, "seed": ' + b"9" * 5000 + b"}"))
    return out


def _save_bytes(good: dict, spec: Any) -> bytes:
    if isinstance(spec, bytes):
        return spec
    if spec == "SURROGATE":
        return json.dumps(good).replace('"Ann"', '"\\ud800Ann"').encode()
    data = spec(json.loads(json.dumps(good)))
    try:
        return json.dumps(data).encode()
    except (ValueError, RecursionError):
        return json.dumps(data, allow_nan=True).encode("utf-8", "surrogatepass")


def good_save() -> dict:
    from cardgames_qt.app.session import COMPUTER, GameSession, Seat
    from cardgames_qt.storage.files.saveformat import make_record
    s = GameSession.start("gops", {"cards": 8}, [Seat("Ann"), Seat("Bob", COMPUTER, "random")], seed=3)
    play(s, 6, random.Random(3))
    return make_record(s.record())


# --- running: children, each running several cases, watched by the parent ---------------------------
def _clock_step(seconds: int):
    """A window died with commits in the -wal; the clock was ``seconds`` ahead when the file
    was last written and then stepped back: the -wal looks older than the file."""
    def prepare(home: Path, _t: dict) -> None:
        _pending(home)
        wal = os.stat(home / (DB + "-wal")).st_mtime_ns
        os.utime(home / DB, ns=(wal + seconds * 10**9, wal + seconds * 10**9))
    return prepare


PARTIAL = r"""
import os, sqlite3, sys, time
db = sys.argv[1]
w = sqlite3.connect(db, isolation_level=None)
w.execute("PRAGMA wal_autocheckpoint = 0")
r = sqlite3.connect(db, isolation_level=None)
for i in range(int(sys.argv[2])):
    w.execute("INSERT OR REPLACE INTO meta (key, value) VALUES ('filler', ?)", (str(i) * 400,))
r.execute("BEGIN"); r.execute("SELECT count(*) FROM games").fetchone()
for i in range(int(sys.argv[3])):
    w.execute("INSERT OR REPLACE INTO meta (key, value) VALUES ('later', ?)", (str(i) * 400,))
w.execute("INSERT INTO meta (key, value) VALUES ('pending', 'yes')")
time.sleep(0.02)
w.execute("PRAGMA wal_checkpoint(PASSIVE)")
os._exit(0)
"""


def _partial_checkpoint(before: int, after: int):
    """Another connection holds a read while a checkpoint runs: part of the -wal is copied
    into the file (written after the -wal), then the process dies."""
    def prepare(home: Path, _t: dict) -> None:
        subprocess.run([sys.executable, "-c", PARTIAL, str(home / DB), str(before), str(after)], check=True)
    return prepare


INDEXES = ("games_status", "games_named", "results_player", "sqlite_autoindex_results_1",
           "sqlite_autoindex_meta_1", "sqlite_autoindex_legacy_stats_1")


def _folder_is_a_file(home: Path, _t: dict) -> None:
    shutil.rmtree(home)
    home.write_bytes(b"not a folder")


def journal_cases(n: int, rng: random.Random) -> list[Case]:
    """A good journal is kept (clock steps, partial checkpoints); one bad index page is
    repaired; a file in place of the profile folder."""
    cases: list[Case] = []
    steps = [1, 2, 60, 3600, 86400, 10**7, 10**9]
    for s in steps:
        cases.append(Case("journal", f"commits pending, the clock stepped back {s} s", _clock_step(s), must_say=False))
    for before, after in ((1, 1), (3, 40), (30, 3), (100, 100)):
        cases.append(Case("journal", f"commits pending after a partial checkpoint ({before}/{after})",
                          _partial_checkpoint(before, after), must_say=False))
    for index in INDEXES:
        for at in (None, 5, 8, 100, 1000):
            cases.append(Case("journal", f"one flipped byte in index {index} at {at}",
                              _flipped(index, at), must_say=False))
    cases.append(Case("journal", "a file in place of the profile folder", _folder_is_a_file,
                      spares=lambda t: set()))
    while len(cases) < n:
        if rng.random() < 0.5:
            s = rng.randrange(1, 10**8)
            cases.append(Case("journal", f"commits pending, the clock stepped back {s} s", _clock_step(s),
                              must_say=False))
        else:
            index, at = rng.choice(INDEXES), rng.randrange(0, 4096)
            cases.append(Case("journal", f"one flipped byte in index {index} at {at}", _flipped(index, at),
                              must_say=False))
    return cases


def _flipped(index: str, at: int | None):
    def prepare(home: Path, _t: dict) -> None:
        flip_index_byte(home / DB, index, at)
    return prepare


#: text that must stay data: format fields, Qt's %n, lone surrogates, bidi and zero-width controls
HOSTILE_TEXT = ["{}", "{0}", "{reason}", "{0!r:>{1}}", "%1", "%n", "{{", "}", "\ud800", "\udfff Ann",
                "\u202ennA", "Ann\u200b", "\u0410nn", "\u2066Ann", "\x00Ann", "A" * 10_000]


def _text_into(status: str, kind: str, where: str, value: str):
    def prepare(home: Path, _t: dict) -> None:
        conn = sqlite3.connect(home / DB, isolation_level=None)
        try:
            gid = conn.execute("SELECT id FROM games WHERE status = ? AND kind = ? ORDER BY id LIMIT 1",
                               (status, kind)).fetchone()[0]
            raw = value.encode("utf-8", "surrogatepass")  # a lone surrogate as the bytes a damaged file holds
            if where == "title":
                conn.execute("UPDATE games SET title = CAST(? AS TEXT) WHERE id = ?", (raw, gid))
            elif where == "seat name":
                seats = json.loads(conn.execute("SELECT seats FROM games WHERE id = ?", (gid,)).fetchone()[0])
                seats[0]["name"] = "@@NAME@@"
                text = json.dumps(seats, ensure_ascii=False).encode("utf-8").replace(b"@@NAME@@", raw)
                conn.execute("UPDATE games SET seats = CAST(? AS TEXT) WHERE id = ?", (text, gid))
            elif where == "move":
                conn.execute("UPDATE moves SET action = CAST(? AS TEXT) WHERE game = ? AND idx = 0", (raw, gid))
                conn.execute("DELETE FROM snapshots WHERE game = ?", (gid,))
            else:  # a variant value
                variant = json.loads(conn.execute("SELECT variant FROM games WHERE id = ?", (gid,)).fetchone()[0])
                key = sorted(variant)[0]
                variant[key] = "@@V@@"
                text = json.dumps(variant, ensure_ascii=False).encode("utf-8").replace(b'"@@V@@"', json.dumps(
                    value, ensure_ascii=False).encode("utf-8", "surrogatepass"))
                conn.execute("UPDATE games SET variant = CAST(? AS TEXT) WHERE id = ?", (text, gid))
        finally:
            conn.close()
    return prepare


def text_cases(n: int, rng: random.Random) -> list[Case]:
    """Braces, surrogates and bidi controls in every text field a stored game has."""
    cases: list[Case] = []
    targets = (("active", "gops"), ("saved", "gops"), ("finished", "gops"), ("active", "zhopa"), ("saved", "guts"))
    for status, kind in targets:
        for where in ("title", "seat name", "move", "variant"):
            for value in HOSTILE_TEXT:
                cases.append(Case("text", f"{status} {kind}: {where} = {value[:20]!r}",
                                  _text_into(status, kind, where, value), must_say=False,
                                  spares=_all_but(status, kind)))
                cases[-1].quoted = (value,)
    while len(cases) < n:
        status, kind = rng.choice(targets)
        where = rng.choice(("title", "seat name", "move", "variant"))
        value = "".join(rng.choice(HOSTILE_TEXT) for _ in range(2))
        cases.append(Case("text", f"{status} {kind}: {where} = {value[:20]!r} (mixed)",
                          _text_into(status, kind, where, value), must_say=False, spares=_all_but(status, kind)))
        cases[-1].quoted = (value,)
    return cases


def all_cases(per_kind: int, kinds: tuple[str, ...], quick: bool = False) -> list[Case]:
    """At least ``per_kind`` cases of each kind (every named case, then random ones);
    ``quick``: ``per_kind`` of them, spread over the list."""
    rng = random.Random(21)
    out: list[Case] = []
    for kind in kinds:
        if kind == "db":
            cases = db_cases(per_kind, rng)
        elif kind == "side":
            cases = side_cases(per_kind, rng)
        elif kind == "row":
            cases = row_cases(per_kind, rng)
        elif kind == "journal":
            cases = journal_cases(per_kind, rng)
        elif kind == "text":
            cases = text_cases(per_kind, rng)
        else:
            files = json_files()
            files = (files * (1 + per_kind // len(files)))[:max(per_kind, len(files))]
            cases = [Case(kind, label if i < len(json_files()) else f"{label} (again)", spec,
                          must_say=kind == "old" or label.startswith("results"))
                     for i, (label, spec) in enumerate(files)]
        if quick:
            step = max(1, len(cases) // per_kind)
            cases = cases[::step][:per_kind]
        out += cases
    return out


def run_case(case: Case, template: Path, template_info: dict, work: Path) -> dict[str, Any]:
    home = work / "home"
    if home.is_dir() and not home.is_symlink():
        shutil.rmtree(home)
    elif home.exists() or home.is_symlink():
        home.unlink()  # a case put a file in place of the folder
    outside = work / "outside"
    shutil.rmtree(outside, ignore_errors=True)
    if case.kind in ("db", "side", "row", "journal", "text"):
        shutil.copytree(template, home, symlinks=True)
        case.prepare(home, template_info)
        before = _bytes_of(home / DB)
        result = use_profile(home)
        if "commits pending" in case.label and not _has_pending(home):
            result["crashes"].append("a commit in the -wal was lost")
        expected = expected_games(template_info)
        spares = case.spares(template_info) if case.spares else set(expected)
        missing = sorted(k for k in spares if result["found"].get(k) != expected[k])
        kept = before is None or before in {_bytes_of(p) for p in (home / "quarantine").glob("cardgames.*")
                                            if p.is_file()} or _bytes_of(home / DB) is not None
        result.update(missing=missing, kept=kept, outside=outside.exists())
        return result
    if case.kind == "json":
        home.mkdir(parents=True)
        offered = work / "offered.json"
        raw = _save_bytes(GOOD, case.prepare)
        offered.write_bytes(raw)
        result = import_json(home, offered)
        result.update(missing=[] if offered.read_bytes() == raw else ["the offered file changed"], kept=True,
                      outside=False, usable=True)
        if not result["imported"] and not result["said"]:
            result["crashes"].append("refused without a sentence")
        return result
    # old: an earlier version's folder: two good saves, one bad, then two starts
    saves = home / "saves"
    saves.mkdir(parents=True)
    (saves / "good one.json").write_bytes(_save_bytes(GOOD, lambda d: {**d, "title": "Good one"}))
    (saves / "good two.json").write_bytes(_save_bytes(GOOD, lambda d: {**d, "title": "Good two"}))
    (saves / "suspect.json").write_bytes(_save_bytes(GOOD, case.prepare))
    first = use_profile(home)
    second = use_profile(home)
    first["found"] = {k: v for k, v in first["found"].items() if k.startswith("save")}
    imported_suspect = "save suspect" in first["found"] or any(k.startswith("save ") and k not in (
        "save Good one", "save Good two") for k in first["found"])
    missing = [k for k in ("save Good one", "save Good two") if k not in first["found"]]
    said_suspect = any("suspect.json" in s for s in first["said"])
    if second["said"] and not first["said"]:
        missing.append("the second start said something the first did not")
    if (second["found"].keys() - {"stats lines"} != first["found"].keys() | set()
            and {k for k in second["found"] if k.startswith("save")} != set(first["found"])):
        missing.append("the second start imported again")
    result = {"said": first["said"] + second["said"], "crashes": first["crashes"] + second["crashes"],
              "usable": first["usable"] and second["usable"], "missing": missing, "kept": True, "outside": False}
    if not said_suspect and not imported_suspect:
        result["crashes"].append("the bad file was neither imported nor named")
    result["quiet_ok"] = imported_suspect
    return result


def _has_pending(home: Path) -> bool:
    conn = sqlite3.connect(home / DB)
    try:
        return conn.execute("SELECT 1 FROM meta WHERE key = 'pending'").fetchone() is not None
    finally:
        conn.close()


def _bytes_of(path: Path) -> bytes | None:
    try:
        if path.is_file() and not path.is_symlink() and path.stat().st_size < 2**27:
            return hashlib.sha256(path.read_bytes()).digest()
    except OSError:
        pass
    return None


def judge(case: Case, r: dict[str, Any]) -> str:
    """handled | silent | failed (a crash, an unreadable sentence, a lost game)."""
    said_texts = [s for s in r["said"]]
    for q in case.quoted:  # the planted text as the engine quotes it ('…'): the player's data
        said_texts = [s.replace(repr(q)[1:-1], "x") for s in said_texts]
    if r["crashes"] or not all(readable(s) for s in said_texts) or not r["usable"] or r["outside"] or not r["kept"]:
        return "failed"
    said = bool(r["said"])
    if r["missing"] and not said:
        return "silent"
    if case.must_say and not said and not r.get("quiet_ok"):
        return "silent"
    if r["missing"] and case.kind in ("row", "text"):
        return "failed"  # another game than the damaged one was lost
    return "handled"


GOOD: dict = {}


def child(kinds: tuple[str, ...], per_kind: int, quick: bool, start: int, template: Path, work: Path) -> None:
    global GOOD
    info = json.loads((template.parent / "template.json").read_text())
    GOOD = json.loads((template.parent / "good.json").read_text())
    cases = all_cases(per_kind, kinds, quick)
    for i in range(start, len(cases)):
        os.write(1, f"start {i}\n".encode())
        started = time.perf_counter()
        try:
            r = run_case(cases[i], template, info, work)
        except Exception as exc:  # noqa: BLE001 - the bench's own failure is a finding too
            r = {"said": [], "crashes": [f"case: {type(exc).__name__}: {exc}"[:300]], "usable": False,
                 "missing": [], "kept": True, "outside": False}
        r["seconds"] = round(time.perf_counter() - started, 2)
        r["verdict"] = judge(cases[i], r)
        os.write(1, (f"done {i} " + json.dumps(r, default=str) + "\n").encode())


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--per-kind", type=int, default=150)
    p.add_argument("--kinds", default=",".join(KINDS))
    p.add_argument("--quick", action="store_true", help="12 cases of each kind")
    p.add_argument("--verbose", action="store_true")
    p.add_argument("--child", nargs=3, metavar=("START", "TEMPLATE", "WORK"), help=argparse.SUPPRESS)
    args = p.parse_args()
    per_kind = min(12, args.per_kind) if args.quick else args.per_kind
    kinds = tuple(k for k in args.kinds.split(",") if k)
    if args.child:
        child(kinds, per_kind, args.quick, int(args.child[0]), Path(args.child[1]), Path(args.child[2]))
        return 0
    top = Path(tempfile.mkdtemp(prefix="hostile-store-"))
    try:
        template = top / "template" / "home"
        info = build_template(template)
        (top / "template" / "template.json").write_text(json.dumps(info))
        (top / "template" / "good.json").write_text(json.dumps(good_save()))
        cases = all_cases(per_kind, kinds, args.quick)
        verdicts: dict[int, dict[str, Any]] = {}
        start, hangs, slowest = 0, 0, 0.0
        while start < len(cases):
            work = top / f"work-{start}"
            work.mkdir()
            proc = subprocess.Popen([sys.executable, __file__, "--kinds", ",".join(kinds), "--per-kind",
                                     str(args.per_kind), *(["--quick"] if args.quick else []), "--child", str(start),
                                     str(template), str(work)], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                    cwd=ROOT, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
            current, buf, deadline = start, b"", time.monotonic() + CASE_SECONDS + 20  # + the child's start
            while True:
                ready, _, _ = select.select([proc.stdout], [], [], max(0.0, deadline - time.monotonic()))
                if not ready:  # the case took over 10 s: a hang
                    proc.kill()
                    proc.wait()
                    verdicts[current] = {"verdict": "hang", "said": [], "crashes": ["over 10 s"]}
                    hangs += 1
                    start = current + 1
                    break
                chunk = os.read(proc.stdout.fileno(), 1 << 16)
                if not chunk:
                    proc.wait()
                    if current not in verdicts and current < len(cases):
                        verdicts[current] = {"verdict": "failed", "said": [], "crashes": ["the child died"]}
                    start = max(verdicts) + 1 if verdicts else len(cases)
                    break
                buf += chunk
                while b"\n" in buf:
                    line, buf = buf.split(b"\n", 1)
                    word, _, rest = line.decode().partition(" ")
                    if word == "start":
                        current = int(rest)
                        deadline = time.monotonic() + CASE_SECONDS
                    elif word == "done":
                        index, _, payload = rest.partition(" ")
                        verdicts[int(index)] = json.loads(payload)
                        slowest = max(slowest, verdicts[int(index)]["seconds"])
            shutil.rmtree(work, ignore_errors=True)
        by_kind: dict[str, dict[str, int]] = {}
        for i, case in enumerate(cases):
            v = verdicts.get(i, {"verdict": "failed", "crashes": ["never ran"], "said": []})
            counts = by_kind.setdefault(case.kind, {})
            counts[v["verdict"]] = counts.get(v["verdict"], 0) + 1
            if v["verdict"] != "handled" or args.verbose:
                flags = [k for k in ("usable", "kept") if not v.get(k, True)]
                flags += ["outside"] if v.get("outside") else []
                unreadable = [t for t in v.get("said") or [] if not readable(t)]
                print(f"{case.kind:5} {v['verdict']:8} {case.label[:70]} :: "
                      f"{'; '.join(v.get('crashes') or [])[:300]} {v.get('missing') or ''} {flags or ''} "
                      f"{unreadable[:1] or ''} {(v.get('said') or [''])[0][:200] if args.verbose else ''}")
        for kind, counts in by_kind.items():
            print(f"{kind}: " + " ".join(f"{k}={n}" for k, n in sorted(counts.items())))
        total = len(cases)
        handled = sum(1 for v in verdicts.values() if v["verdict"] == "handled")
        silent = sum(1 for v in verdicts.values() if v["verdict"] == "silent")
        if verdicts:
            worst = max(verdicts, key=lambda i: verdicts[i].get("seconds", 0))
            print(f"slowest case: {cases[worst].kind} {cases[worst].label[:70]}")
        print(f"slowest_case_s={slowest:.2f}")
        print(f"cases={total} handled={handled} hangs={hangs} silent={silent}")
        return 0 if handled == total else 1
    finally:
        shutil.rmtree(top, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
