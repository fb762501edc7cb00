"""Hostile and clumsy inputs (issue 16): no traceback, bounded memory, nothing read outside the input, no raw control
characters on a terminal, one line and exit 1 or 2 for every bad input.

The corpus (``tests/hostile_corpus.py``) breaks a real cache entry that Triton 3.6.0 wrote one way at a time; each case
runs ``python -m ir_explorer`` as a user would, under ``RLIMIT_AS``. Hypothesis then mutates the same entry's
metadata, group file and a tritonparse event of it, and IR files, through ``dump``/``report``/``compare``/``diff``.
"""

from __future__ import annotations

import gzip
import io
import json
import os
import pty
import re
import sys
from collections.abc import Iterator
from pathlib import Path

import hostile_corpus as corpus
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ir_explorer.capture import compiles
from ir_explorer.core.control_chars import escape, one_line
from ir_explorer.core.store import Store
from ir_explorer.inputs import open_path
from ir_explorer.inputs.files import Skipped, read_inside
from ir_explorer.inputs.schema import InputError, load_json, validate_metadata

ENTRY = corpus.ENTRY
META = json.loads((ENTRY / "add_kernel.json").read_text())


# ----------------------------------------------------------------------------- the corpus, through the CLI


@pytest.fixture(scope="module")
def hostile(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[list[corpus.Case], dict[str, str]]]:
    root = tmp_path_factory.mktemp("hostile")
    cases = corpus.build(root / "corpus")
    env = {**os.environ, "IR_EXPLORER_CACHE_DIR": str(root / "store")}
    yield cases, env
    corpus.unlock(root)


def _one_error_line(stderr: bytes) -> bool:
    lines = [ln for ln in stderr.decode(errors="replace").splitlines() if ln.strip()]
    return bool(lines) and lines[-1].startswith("error: ") and all(ln.startswith(("error: ", "warning: ", "note: "))
                                                                  for ln in lines)


def test_corpus_gives_no_traceback(hostile: tuple[list[corpus.Case], dict[str, str]]) -> None:
    """Issue 16: 72 tracebacks in 1,450 bad-input runs (RecursionError on JSON 990 deep, OverflowError on Infinity in
    num_warps, ValueError on a 5,000-digit integer, UnicodeEncodeError on a lone surrogate, TypeError on target.arch
    [] in compare, PermissionError, MemoryError on bombs), and a FIFO that hung. Every case of the corpus now exits
    0, 1 or 2 without a traceback, under a 3 GiB address-space limit and 60 s; a failing one says so in error:
    and warning: lines only; no case prints the secret a symlink points at."""
    cases, env = hostile
    bad = []
    for case in cases:
        out = corpus.run_case(case, env, limit_mb=3072, timeout=60)
        problems = []
        if out.traceback or out.returncode not in (0, 1, 2):
            problems.append(f"rc={out.returncode} {out.stderr[-300:]!r}")
        if out.returncode and not case.marker and not _one_error_line(out.stderr):  # a failed compile says more
            problems.append(f"stderr is not warning:/error: lines: {out.stderr[-300:]!r}")
        if case.secret and case.secret.encode() in out.stdout + out.stderr:
            problems.append("printed the file a symlink outside the input points at")
        if case.marker and Path(case.marker).exists():
            problems.append("ran the input's Python code")
        if problems:
            bad.append(f"{case.name}: {'; '.join(problems)}")
    assert not bad, "\n".join(bad)
    assert len(cases) > 100


def _run(cases: list[corpus.Case], env: dict[str, str], name: str, **kw: object) -> corpus.Outcome:
    case = next(c for c in cases if c.name == name)
    return corpus.run_case(case, env, **kw)  # type: ignore[arg-type]


def test_bombs_stay_in_bounded_memory(hostile: tuple[list[corpus.Case], dict[str, str]]) -> None:
    """Issue 16: a 2 MB .ndjson.gz that inflates to gigabytes took 4.15 GB; a trace folder with t.ndjson -> /dev/zero
    grew to 11.4 GB; a FIFO hung forever. Each now stays under 400 MiB resident, ends within the time limit, and
    says what it skipped."""
    cases, env = hostile
    expected = {
        "bomb-gz-one-line/dump": "an event over 64 MiB",
        "bomb-sparse-8g-trace/dump": "an event over 64 MiB",
        "bomb-dev-zero-trace-folder/dump": "outside",
        "bomb-fifo-trace-folder/dump": "a FIFO, not a regular file",
        "bomb-sparse-stage/dump": "over the 536,870,912-byte limit",
        "fifo-stage/dump": "a FIFO, not a regular file",
        "dev-zero-stage/dump": "outside",
    }
    for name, said in expected.items():
        out = _run(cases, env, name, limit_mb=3072, timeout=120)
        assert out.returncode in (0, 2), (name, out.returncode, out.stderr[-400:])
        assert out.peak_mb < 400, (name, out.peak_mb)
        assert said.encode() in out.stderr, (name, out.stderr[-400:])


def test_gzip_bomb_is_capped(tmp_path: Path) -> None:
    """Issue 16: the decompressed size of a trace is capped with a clear warning (and its lines are streamed, never
    read whole). A trace of 5 GiB of tiny events stops at MAX_TRACE_BYTES (set low here) with a warning."""
    from ir_explorer.inputs import tritonparse

    path = tmp_path / "many.ndjson.gz"
    corpus._gzip_line_bomb(path, 1)
    store = Store(tmp_path / "store")
    old = tritonparse.MAX_TRACE_BYTES
    tritonparse.MAX_TRACE_BYTES = 200 << 20
    try:
        with pytest.raises(Exception) as err:
            open_path(path, store)
    finally:
        tritonparse.MAX_TRACE_BYTES = old
    assert "inflates past" in str(err.value) or any("inflates past" in w for w in getattr(err.value, "warnings", ()))


def test_symlink_out_of_the_input_is_not_followed(hostile: tuple[list[corpus.Case], dict[str, str]]) -> None:
    """Issue 16: with cache/DDDD/k.ttgir -> /etc/shadow, `dump cache --kernel k -s ttgir` printed the file and stored a
    copy. The symlink is now not followed, with a warning naming it, and the secret is neither printed nor stored."""
    cases, env = hostile
    out = _run(cases, env, "symlink-out/dump")
    case = next(c for c in cases if c.name == "symlink-out/dump")
    assert out.returncode == 2
    assert case.secret.encode() not in out.stdout + out.stderr
    assert b"add_kernel.ttgir: a symlink to " in out.stderr and b"not followed" in out.stderr
    store_root = Path(env["IR_EXPLORER_CACHE_DIR"])
    for blob in store_root.rglob("*"):
        if blob.is_file():
            assert case.secret.encode() not in blob.read_bytes(), blob


def test_unreadable_files_say_so_in_one_line(hostile: tuple[list[corpus.Case], dict[str, str]]) -> None:
    """Issue 16: a folder or file of mode 000 raised PermissionError in the cache reader and in input detection. Each
    is now one line naming it, exit 2 (the harness drops root's file capabilities so that the mode applies)."""
    cases, env = hostile
    for name in ("unreadable-root/dump", "unreadable-file/dump", "unreadable-trace/dump", "unreadable-entry/dump"):
        out = _run(cases, env, name)
        assert out.returncode == 2, (name, out.stderr)
        assert b"Permission denied" in out.stderr and not out.traceback, (name, out.stderr)
    out = _run(cases, env, "unreadable-meta/dump")
    assert b"add_kernel.json: cannot read: Permission denied" in out.stderr


@pytest.mark.parametrize(("name", "field"), [
    ("meta-shared-\"abc\"/dump", "shared: \"abc\" is not an integer"),
    ("meta-shared-[]/compare", "shared: [] is not an integer"),
    ("meta-num_warps-Infinity/dump", "Infinity is not a JSON number"),  # not JSON: refused by the parser
    ("meta-target.arch-[]/compare", "target.arch: [] is not an integer or a string"),
    ("meta-huge-int/report", "a 5000-digit integer"),
    ("meta-lone-surrogate/dump", "a lone surrogate"),
    ("deep-json/dump", "JSON nested 990 deep"),
    ("trace-meta-inf-warps/dump", "Infinity is not a JSON number"),
    ("trace-meta-arch-list/report", "target.arch: [] is not an integer or a string"),
])
def test_malformed_metadata_names_the_field(hostile: tuple[list[corpus.Case], dict[str, str]], name: str,
                                            field: str) -> None:
    """Issue 16: metadata of the wrong type ("shared": "abc", [], NaN; Infinity in num_warps; target.arch [] in
    compare; a 5,000-digit integer; a lone surrogate; JSON nested 990 deep) gave a traceback. Each is one warning
    naming the file and the field, and exit 2 (no kernel left)."""
    cases, env = hostile
    out = _run(cases, env, name)
    assert out.returncode == 2, out.stderr
    assert field.encode() in out.stderr, out.stderr
    assert b"add_kernel.json" in out.stderr or b".ndjson" in out.stderr


def test_rest_of_a_folder_still_loads(tmp_path: Path) -> None:
    """Issue 16: a bad entry is skipped with a warning and the rest of the folder still loads."""
    root = tmp_path / "cache"
    root.mkdir()
    good = root / ENTRY.name
    good.mkdir()
    bad = root / "BAD"
    bad.mkdir()
    for f in ENTRY.iterdir():
        (good / f.name).write_bytes(f.read_bytes())
        (bad / f.name).write_bytes(f.read_bytes())
    (bad / "add_kernel.json").write_text(json.dumps({**META, "num_warps": "4"}))
    found = open_path(root, Store(tmp_path / "store"))
    assert [c.origin for c in found.comps] == [str(good)]
    assert found.comps[0].config.num_warps == 4
    assert any("BAD" in w and "num_warps: \"4\" is not an integer" in w for w in found.warnings), found.warnings


# ----------------------------------------------------------------------------- the boundary, unit by unit


def test_load_json_refuses_what_python_json_accepts() -> None:
    """Issue 16: NaN, Infinity, 5,000-digit integers, lone surrogates and 990-deep nesting reached the readers."""
    for raw, said in ((b'{"a": NaN}', "NaN is not a JSON number"), (b"[-Infinity]", "-Infinity is not a JSON number"),
                      (b"[" + b"9" * 5000 + b"]", "a 5000-digit integer"),
                      (b'{"k": "\\ud800"}', "k: a lone surrogate"), (b'{"\\udfff": 1}', "a lone surrogate"),
                      (b"[" * 990 + b"]" * 990, "byte 989: JSON nested 990 deep"),
                      (b'{"a": 1', "line 1 column 8 (byte 7): invalid JSON"), (b"\xff", "byte 0: not UTF-8")):
        with pytest.raises(InputError, match=re.escape(said)):
            load_json(raw)
    assert load_json(b'{"s": "[{\\"x"}') == {"s": '[{"x'}  # brackets in strings do not count as nesting
    assert load_json((ENTRY / "add_kernel.json").read_bytes()) == META


def test_validate_metadata_checks_types_and_ranges() -> None:
    """Issue 16: the metadata schema (types, ranges, lengths) is checked once, where an input is read."""
    assert validate_metadata(META) == META
    for bad, said in (({"shared": "abc"}, 'shared: "abc" is not an integer'),
                      ({"num_warps": float("inf")}, "num_warps: Infinity is not a finite number"),
                      ({"num_stages": 10 ** 30}, "num_stages: 1000000000000000000000000000000 is out of range"),
                      ({"target": {"backend": "cuda", "arch": [], "warp_size": 32}}, "target.arch: [] is not"),
                      ({"target": {"arch": 90}}, "target.backend: missing"),
                      ({"target": "cuda:90"}, 'target: "cuda:90" is not a JSON object'),
                      ({"name": "k" * 2000}, "name: a string of 2000 characters"),
                      ({"num_warps": True}, "num_warps: true is not an integer")):
        with pytest.raises(InputError, match=re.escape(said)):
            validate_metadata({**META, **bad})


def test_read_inside_refuses_what_is_not_a_regular_file_inside(tmp_path: Path) -> None:
    """Issue 16: only regular files inside the input are read, and never more than a cap."""
    root = tmp_path / "in"
    root.mkdir()
    (root / "ok").write_bytes(b"12345")
    (root / "zero").symlink_to("/dev/zero")
    (root / "up").symlink_to(tmp_path / "secret")
    (tmp_path / "secret").write_text("s")
    (root / "inner").symlink_to(root / "ok")
    os.mkfifo(root / "fifo")
    assert read_inside(root / "ok", root, 5) == b"12345"
    assert read_inside(root / "inner", root, 5) == b"12345"  # a symlink that stays inside is followed
    for name, said in (("zero", "outside"), ("up", "outside"), ("fifo", "a FIFO, not a regular file"),
                       ("missing", "cannot read: No such file")):
        with pytest.raises(Skipped, match=said):
            read_inside(root / name, root, 5)
    with pytest.raises(Skipped, match="5 bytes, over the 4-byte limit"):
        read_inside(root / "ok", root, 4)


def test_worker_log_tail_is_read_bounded(tmp_path: Path) -> None:
    """Issue 16: a worker's log was read whole to keep its tail (a kernel printing forever took 7 GB in the CLI).
    A sparse 64 GiB log must give its tail without reading the rest (a whole read raises MemoryError)."""
    log = tmp_path / "worker.log"
    with log.open("wb") as fh:
        fh.truncate(64 << 30)
        fh.seek(0, 2)
        fh.write(b"\nlast line of the log\n")
    tail = compiles._read(log, 400)
    assert tail.endswith("last line of the log\n")
    assert len(tail) == 400
    assert compiles._read(tmp_path / "missing.log") == ""


# ----------------------------------------------------------------------------- terminals


def test_escape_makes_control_characters_visible() -> None:
    """Issue 16: a trace could clear the screen (ESC [2J), write the clipboard (OSC 52), set the window title (OSC 0),
    and fake an error: line through a newline in a file name."""
    assert escape("a\x1b[2Jb\x1b]52;c;SGVsbG8=\x07\x1b]0;t\x07") == "a^[[2Jb^[]52;c;SGVsbG8=^G^[]0;t^G"
    assert escape("x\x9by\u202ez\x7f") == "x<U+009B>y<U+202E>z^?"
    assert escape("tt.func\t@k\n") == "tt.func\t@k\n"
    assert escape("k\nerror: fake", keep_newlines=False) == "k^Jerror: fake"
    assert one_line("error: a\nb\x1b[2J", terminal=False) == "error: a^Jb\x1b[2J"  # piped: bytes but line breaks kept
    assert one_line("error: a\nb\x1b[2J", terminal=True) == "error: a^Jb^[[2J"
    # issue 24: only the colour sequences the CLI made itself (ours) reach a terminal; an input's are escaped
    from ir_explorer.core.control_chars import for_terminal, ours, unmarked

    written = ours("\x1b[1m") + "k\x1b[8mhidden\x1b[5m" + ours("\x1b[0m")
    assert for_terminal(written) == "\x1b[1mk^[[8mhidden^[[5m\x1b[0m"
    assert unmarked(written) == "\x1b[1mk\x1b[8mhidden\x1b[5m\x1b[0m"  # piped: the bytes as they are


def _on_a_terminal(argv: list[str], env: dict[str, str]) -> bytes:
    """The CLI's output with stdout and stderr on a pseudo-terminal."""
    import subprocess

    leader, follower = pty.openpty()
    proc = subprocess.Popen([sys.executable, "-m", "ir_explorer", *argv], stdin=subprocess.DEVNULL, stdout=follower,
                            stderr=follower, env={**env, "PYTHONPATH": str(corpus.ROOT),
                                                  "IR_EXPLORER_NO_WARM_WORKER": "1", "COLUMNS": "200"})
    os.close(follower)
    out = bytearray()
    while True:
        try:
            chunk = os.read(leader, 1 << 16)
        except OSError:
            break
        if not chunk:
            break
        out += chunk
    proc.wait(60)
    os.close(leader)
    return bytes(out)


def test_terminal_gets_no_escape_codes_from_inputs(hostile: tuple[list[corpus.Case], dict[str, str]]) -> None:
    """Issue 16: IR, kernel names and file names from an input reached the terminal raw (ESC [2J, OSC 52, OSC 0, a
    newline faking an error: line). Issue 24: colour sequences from inputs (conceal, blink, colours) passed in dump,
    report, compare, selfcheck and diff, and the error "holds N kernels; pick one with --kernel NAME" wrote the
    names raw (OSC 52, OSC 0, CSI 2J, BEL). On a terminal they are escaped; piped, the IR's bytes stay as they are."""
    cases, env = hostile
    names = [c.name for c in cases if c.name.startswith(("escape-", "newline-file-name/"))]
    assert len(names) == 16
    sgr = [s.encode() for s in corpus.SGR.split("\x1b")[1:]]
    for name in names:
        case = next(c for c in cases if c.name == name)
        shown = _on_a_terminal(list(case.argv), env)
        assert b"\x1b]52" not in shown and b"\x1b[2J" not in shown and b"\x1b]0;" not in shown, (name, shown[-500:])
        assert b"\nerror: fake" not in shown.replace(b"\r\n", b"\n"), (name, shown[-500:])
        assert not any(b"\x1b" + s in shown for s in sgr), (name, shown[-500:])  # issue 24: colours from inputs
        if name.startswith("escape-two-kernels/"):  # issue 24: the names in "holds 2 kernels" were written raw
            assert b"holds 2 kernels; pick one with --kernel NAME (e.g. --kernel k1^[[2J" in shown, shown[-500:]
    assert b"^[]52;c;SGVsbG8=^G" in _on_a_terminal(list(next(c for c in cases if c.name == "escape-ir/dump").argv),
                                                   env)
    piped = _run(cases, env, "escape-ir/dump")
    assert piped.returncode == 0 and b"\x1b]52;c;SGVsbG8=\x07" in piped.stdout


def test_binary_diff_is_refused(hostile: tuple[list[corpus.Case], dict[str, str]]) -> None:
    """Issue 16: `diff garbage.ttgir empty.ttgir` exited 0 and printed 1.9 MB of raw bytes. Binary input is refused
    as not IR: one line naming the file and the byte, exit 2."""
    cases, env = hostile
    out = _run(cases, env, "binary-diff/diff")
    assert out.returncode == 2 and out.stdout == b""
    assert b"garbage.ttgir: byte 0: a NUL byte" in out.stderr and b"not TTGIR text" in out.stderr
    out = _run(cases, env, "not-utf8-diff/diff")
    assert out.returncode == 2 and b"latin1.ptx: byte 6: not UTF-8 text" in out.stderr


def test_full_disk_and_closed_stdout(tmp_path: Path) -> None:
    """Issue 16: writing to a full disk (> /dev/full) or to a closed stdout gave a traceback. Each is one line and
    exit 1."""
    import subprocess

    env = {**os.environ, "IR_EXPLORER_CACHE_DIR": str(tmp_path / "store"), "PYTHONPATH": str(corpus.ROOT),
           "IR_EXPLORER_NO_WARM_WORKER": "1"}
    argv = [sys.executable, "-m", "ir_explorer", "dump", str(ENTRY), "-s", "ptx"]
    with open("/dev/full", "w") as full:
        out = subprocess.run(argv, stdout=full, stderr=subprocess.PIPE, env=env, timeout=60)
    assert out.returncode == 1
    assert out.stderr.decode() == "error: cannot write the output to stdout: No space left on device\n"
    closed = subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env, timeout=60,
                            preexec_fn=lambda: os.close(1))
    assert closed.returncode == 1
    assert closed.stderr.decode().startswith("error: stdout is closed")


# ----------------------------------------------------------------------------- fuzzing the public entry points


def _cli(argv: list[str], store: Path) -> tuple[int, str]:
    """Run the CLI in this process (``ir_explorer.cli.main.main``); an exception escaping it fails the test."""
    from ir_explorer.cli.main import main

    saved = sys.stdout, sys.stderr, os.environ.get("IR_EXPLORER_CACHE_DIR")
    sys.stdout, sys.stderr = io.StringIO(), io.StringIO()
    os.environ["IR_EXPLORER_CACHE_DIR"] = str(store)
    try:
        main(argv)
        code = 0
    except SystemExit as exc:
        code = int(exc.code or 0)
    finally:
        err = sys.stderr.getvalue()
        sys.stdout, sys.stderr = saved[0], saved[1]
        if saved[2] is None:
            os.environ.pop("IR_EXPLORER_CACHE_DIR", None)
        else:
            os.environ["IR_EXPLORER_CACHE_DIR"] = saved[2]
    return code, err


_RAW_JSON = ["NaN", "Infinity", "-Infinity", "9" * 4400, '"\\ud800"', "[" * 100 + "]" * 100]
_JSON_LEAF = st.one_of(
    st.one_of(st.none(), st.booleans(), st.integers(-(10 ** 50), 10 ** 50), st.floats(allow_nan=False),
              st.text(max_size=8)).map(json.dumps),
    st.sampled_from(_RAW_JSON))
_JSON_TEXT = st.recursive(_JSON_LEAF, lambda inner: st.lists(inner, max_size=3).map(lambda xs: "[" + ",".join(xs) + "]")
                          | st.dictionaries(st.text(max_size=4), inner, max_size=2).map(
                              lambda d: "{" + ",".join(f"{json.dumps(k)}: {v}" for k, v in d.items()) + "}"),
                          max_leaves=6)


def _fuzz_settings() -> settings:
    return settings(max_examples=40, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


@_fuzz_settings()
@given(field=st.sampled_from(sorted(META) + ["target.arch", "target.backend", "target.warp_size", "new"]),
       value=_JSON_TEXT, command=st.sampled_from(["dump", "report", "compare"]))
def test_fuzz_cache_metadata(tmp_path_factory: pytest.TempPathFactory, field: str, value: str, command: str) -> None:
    """Issue 16 (make it systematic): any JSON value, NaN, Infinity, a 4,400-digit integer or a lone surrogate in any
    metadata field of a real cache entry, through dump/report/compare: exit 0, 1 or 2, one error line, no traceback."""
    root = tmp_path_factory.mktemp("fuzz")
    entry = root / "cache" / ENTRY.name
    entry.mkdir(parents=True)
    for f in ENTRY.iterdir():
        (entry / f.name).write_bytes(f.read_bytes())
    meta = json.dumps(META)
    if field.startswith("target."):
        inner = field.split(".")[1]
        target = json.dumps(META["target"])
        target = target[:-1] + f', "{inner}": {value}}}' if inner not in META["target"] else \
            target.replace(f'"{inner}": {json.dumps(META["target"][inner])}', f'"{inner}": {value}')
        text = meta.replace(json.dumps(META["target"]), target)
    else:
        text = meta[:-1] + f', "{field}": {value}}}'
    (entry / "add_kernel.json").write_text(text)
    code, err = _cli([command, str(root / "cache"), *(["-s", "ttgir"] if command == "dump" else [])], root / "store")
    assert code in (0, 1, 2), err
    if code:
        assert _one_error_line(err.encode()), err


@_fuzz_settings()
@given(data=st.binary(max_size=200) | _JSON_TEXT.map(str.encode))
def test_fuzz_group_file(tmp_path_factory: pytest.TempPathFactory, data: bytes) -> None:
    """Issue 16: any bytes in a __grp__ file: the entry still loads (the group file is only a hint)."""
    root = tmp_path_factory.mktemp("fuzz")
    entry = root / "cache" / ENTRY.name
    entry.mkdir(parents=True)
    for f in ENTRY.iterdir():
        (entry / f.name).write_bytes(f.read_bytes())
    (entry / "__grp__add_kernel.json").write_bytes(b'{"child_paths": ' + data + b"}")
    code, err = _cli(["dump", str(root / "cache"), "-s", "ttgir"], root / "store")
    assert code == 0, err


@_fuzz_settings()
@given(meta_field=st.sampled_from(sorted(META)), value=_JSON_TEXT, cut=st.integers(0, 4000),
       junk=st.binary(max_size=40), gz=st.booleans(), command=st.sampled_from(["dump", "report"]))
def test_fuzz_tritonparse_event(tmp_path_factory: pytest.TempPathFactory, meta_field: str, value: str, cut: int,
                                junk: bytes, gz: bool, command: str) -> None:
    """Issue 16: a tritonparse event of the real entry with any value in a metadata field, cut short or followed by
    junk, plain or gzip: exit 0, 1 or 2, one error line, no traceback."""
    root = tmp_path_factory.mktemp("fuzz")
    event = corpus._event(json.dumps(META)[:-1] + f', "{meta_field}": {value}}}').encode()
    data = event + (event[:cut] + junk if cut < len(event) else b"")
    path = root / ("t.ndjson.gz" if gz else "t.ndjson")
    path.write_bytes(gzip.compress(data)[: len(gzip.compress(data)) - (cut % 7)] if gz else data)
    code, err = _cli([command, str(path)], root / "store")
    assert code in (0, 1, 2), err
    if code:
        assert _one_error_line(err.encode()), err


@_fuzz_settings()
@given(left=st.binary(max_size=300), keep=st.integers(0, 3000), stage=st.sampled_from(["ttgir", "ptx", "llir"]))
def test_fuzz_ir_files_diff(tmp_path_factory: pytest.TempPathFactory, left: bytes, keep: int, stage: str) -> None:
    """Issue 16: diff of any bytes against a cut real IR file: exit 0 or 2 (binary refused), never a traceback."""
    root = tmp_path_factory.mktemp("fuzz")
    real = (ENTRY / f"add_kernel.{'ttgir' if stage == 'ttgir' else 'ptx'}").read_bytes()
    a, b = root / f"a.{stage}", root / f"b.{stage}"
    a.write_bytes(left)
    b.write_bytes(real[:keep])
    code, err = _cli(["diff", str(a), str(b)], root / "store")
    assert code in (0, 2), err
    if code:
        assert _one_error_line(err.encode()), err


async def test_tui_draws_no_escape_codes_from_inputs(tmp_path: Path) -> None:
    """Issue 16: the TUI drew OSC 52 (and any escape) from an input's IR, and its names and file names raw. Issue 24:
    colour sequences in a config's label (an input's constexpr) reached the tree. Every line the IR view, the title
    and the kernel tree draw holds no ESC or BEL; the IR shows them as ^[ and ^G."""
    from ir_explorer.tui.app import IRExplorerApp
    from ir_explorer.tui.data import StoredSource

    esc = "\x1b[2J\x1b]52;c;SGVsbG8=\x07"
    root = tmp_path / "cache"
    entry = root / ENTRY.name
    entry.mkdir(parents=True)
    for f in ENTRY.iterdir():
        (entry / f.name).write_bytes(f.read_bytes())
    ttgir = (ENTRY / "add_kernel.ttgir").read_text()
    (entry / "add_kernel.ttgir").write_text(f"// {esc}\n{ttgir}")
    (entry / "add_kernel.json").write_text(json.dumps({**META, "src_constants": {"MODE": f"x{corpus.SGR}y"}}))
    store = Store(tmp_path / "store")
    app = IRExplorerApp(StoredSource(store, open_path(root, store).comps), files=[])
    async with app.run_test(size=(140, 36)) as pilot:
        for _ in range(50):
            await pilot.pause(0.05)
            if app.screen.ir.index.count > 1:
                break
        screen = app.screen
        assert screen.ir.index.line(0) == f"// {esc}"  # the view holds the real text…
        drawn = ["".join(seg.text for seg in screen.ir.render_line(y)) for y in range(5)]
        drawn += ["".join(seg.text for seg in widget.render_line(0)) for widget in screen.query("TitleBar")]
        assert "^[[2J^[]52;c;SGVsbG8=^G" in drawn[0]  # …and draws it escaped
        assert not any("\x1b" in line or "\x07" in line for line in drawn), drawn
        app.notify(f"cannot open {esc}")
        app.notify("cannot open [@click=app.quit]k[/].ttgir")  # a file name that is Textual markup
        await pilot.pause(0.05)
        assert all("\x1b" not in str(n.message) for n in app._notifications)
        assert all(not n.markup for n in app._notifications)  # shown as the text it is
        # issue 24: a config label (its constexprs come from the input) drew conceal, blink and colours in the tree
        tree = screen.query_one("#tree")
        tree.root.expand_all()
        await pilot.pause(0.1)
        rows = ["".join(seg.text for seg in tree.render_line(y)) for y in range(tree.size.height)]
        assert any("[0] x^[[8m^[[5m^[[31;42my_w4_s2" in row for row in rows), rows
        assert not any("\x1b" in row for row in rows), rows
        assert app.is_running


# ----------------------------------------------------------------------------- files outside the input (issue 24)


def _trace_citing(folder: Path, secret: Path, code: bool) -> Path:
    """A tritonparse trace of the real entry whose IR locations and ``python_source.file_path`` name ``secret``
    (with the kernel's code embedded when ``code``)."""
    contents = {f"add_kernel.{ext}": (ENTRY / f"add_kernel.{ext}").read_text()
                .replace("/work/wt/ingest/tests/data", str(secret.parent)).replace("ingest_kernels.py", secret.name)
                for ext in ("ttgir", "ptx")}
    source: dict[str, object] = {"file_path": str(secret), "start_line": 1}
    if code:
        source["code"] = (corpus.ROOT / "tests/data/ingest_kernels.py").read_text()  # the file the entry came from
    folder.mkdir(parents=True, exist_ok=True)
    trace = folder / "t.ndjson"
    trace.write_text(json.dumps({"event_type": "compilation", "pid": 1, "payload": {
        "metadata": META, "file_content": contents, "python_source": source}}) + "\n")
    return trace


def test_an_input_never_opens_the_files_it_names(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 24 item 3: the TUI opened and showed whatever file a trace's python_source.file_path named, and
    selfcheck read every file the IR's source locations named and printed cited lines of them. An input's source
    lines come from the input itself (its embedded code) or from nothing: the named file is never opened, and the
    statements that cite it are counted unchecked."""
    from ir_explorer.engines.consistency import check_stored
    from ir_explorer.tui.data import StoredSource

    secret = tmp_path / "elsewhere" / "shadow.py"
    secret.parent.mkdir()
    secret.write_text("".join(f"SECRET-LINE-{i} = {i}\n" for i in range(60)))
    store = Store(tmp_path / "store")
    [bare] = open_path(_trace_citing(tmp_path / "bare", secret, code=False), store).comps
    [embedded] = open_path(_trace_citing(tmp_path / "embedded", secret, code=True), store).comps
    assert bare.source_path == str(secret) and embedded.python_source is not None
    opened: list[str] = []
    real_os_open, real_io_open = os.open, io.open

    def os_open(path: object, *args: object, **kw: object) -> int:
        opened.append(os.fsdecode(path))  # type: ignore[arg-type]
        return real_os_open(path, *args, **kw)  # type: ignore[arg-type]

    def io_open(file: object, *args: object, **kw: object) -> object:
        opened.append(os.fsdecode(file) if isinstance(file, (str, bytes, os.PathLike)) else "")
        return real_io_open(file, *args, **kw)  # type: ignore[call-overload]

    monkeypatch.setattr(os, "open", os_open)
    monkeypatch.setattr(io, "open", io_open)
    monkeypatch.setattr("builtins.open", io_open)
    source = StoredSource(store, [bare, embedded])
    assert source.python_source(bare) == ""
    assert "def add_kernel(" in source.python_source(embedded)  # the input's own copy
    result = check_stored(bare, store)
    assert result.unchecked > 0 and not any("SECRET-LINE" in str(v) for v in result.violations)
    assert check_stored(embedded, store).violations == []  # its cited lines read from the copy
    assert str(secret) not in opened and opened, opened  # the store was read; the named file never


def test_a_file_swapped_for_a_symlink_while_opened_is_not_followed(tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 24 item 3: a stage file swapped for a symlink while it was read leaked its target (24 of 150 runs
    printed a secret, and it was stored): the check (resolve) and the open were two steps. The open follows no
    symlink (O_NOFOLLOW on each component under the root's descriptor), so a swap between them is refused."""
    from ir_explorer.core import safe_files

    root = tmp_path / "cache" / "ENTRY"
    root.mkdir(parents=True)
    stage = root / "add_kernel.ttgir"
    stage.write_bytes((ENTRY / "add_kernel.ttgir").read_bytes())
    secret = tmp_path / "shadow"
    secret.write_text("SECRET-HASH")
    real_realpath = os.path.realpath

    def realpath_then_swap(path: object, *args: object, **kw: object) -> str:
        resolved = real_realpath(path, *args, **kw)  # type: ignore[call-overload]
        if os.fsdecode(path) == str(stage) and not stage.is_symlink():  # after the check, before the open
            stage.unlink()
            stage.symlink_to(secret)
        return str(resolved)

    monkeypatch.setattr(safe_files.os.path, "realpath", realpath_then_swap)
    with pytest.raises(Skipped, match="add_kernel.ttgir: became a symlink while it was opened; not followed"):
        read_inside(stage, tmp_path / "cache", 1 << 20)
    monkeypatch.undo()
    sub = tmp_path / "cache" / "SUB"
    sub.mkdir()
    (sub / "k.ptx").write_text(".version 8.0\n")
    real_realpath = os.path.realpath

    def realpath_then_swap_folder(path: object, *args: object, **kw: object) -> str:
        resolved = real_realpath(path, *args, **kw)  # type: ignore[call-overload]
        if os.fsdecode(path).endswith("k.ptx") and not sub.is_symlink():  # a folder above it swapped
            sub.rename(tmp_path / "SUB-moved")
            sub.symlink_to(tmp_path / "SUB-moved")
        return str(resolved)

    monkeypatch.setattr(safe_files.os.path, "realpath", realpath_then_swap_folder)
    with pytest.raises(Skipped, match=r"k.ptx: a folder on its path was replaced \(by a symlink or a file\) while it "
                                      "was opened; not followed"):
        read_inside(sub / "k.ptx", tmp_path / "cache", 1 << 20)


# ----------------------------------------------------------------------------- issue 24: the remaining tracebacks


@pytest.mark.parametrize(("name", "code", "said"), [
    ("huge-config/dump", 2, "unknown config '" + "9" * 40 + "…" + "9" * 20 + " (5,000 characters)' for gelu"),
    ("huge-max-size/cache", 2, "--max-size: '" + "9" * 26 + "…" + "9" * 14 + " (5,000 characters)' is too large"),
    ("huge-max-size-unit/cache", 2, "is too large a size (at most 1 EB)"),
    ("huge-older-than/cache", 2, "is too large an age"),
    ("huge-env-max-size/cache", 2, "$IR_EXPLORER_CACHE_MAX_SIZE: '" + "9" * 26),
    ("huge-num-warps/dump", 2, "k.ttgir: its ttg.num-warps attribute (" + "9" * 40 + "…"),
    ("unreadable-ttgir-folder/dump", 2, "unreadable-ttgir-folder/k.ttgir: cannot read: Permission denied"),
    ("unreadable-repro-ro-new/repro", 1, "cannot write the reproducer into"),
    ("unreadable-repro-ro/repro", 1, "unreadable-repro-ro: Permission denied: "),
    ("repro-under-a-file/repro", 1, "repro-a-file/out: Not a directory"),
    ("repro-dangling/repro", 2, "repro-dangling is a symlink; give -o a new folder"),
    ("repro-dangling-deep/repro", 2, "repro-dangling-deep is a symlink; give -o a new folder"),
    ("unreadable-repro-nox/repro", 2, "unreadable-repro-nox/out as -o: Permission denied"),
    ("toolchains-a-file/install", 1, "toolchains-a-file: a file, not a folder"),
    ("unreadable-toolchains-ro/install", 1, "cannot install into"),
    ("unreadable-store-ro/install", 1, "unreadable-store-ro/toolchains: Permission denied"),
    ("toolchains-a-file/list", 0, ""),
    ("unreadable-toolchains-ro/list", 0, ""),
    ("toolchain-no-python/dump", 1, "triton-3.6.0/bin/python: No such file or directory; reinstall it"),
    ("toolchain-dangling-python/dump", 1, "triton-3.6.0/bin/python: No such file or directory; reinstall it"),
])
def test_issue24_tracebacks_are_one_line(hostile: tuple[list[corpus.Case], dict[str, str]], name: str, code: int,
                                         said: str) -> None:
    """Regression (issue 24 item 6): 5,000-digit values to -c, cache prune --max-size/--older-than,
    $IR_EXPLORER_CACHE_MAX_SIZE and a TTGIR's ttg.num-warps (ValueError past Python's 4,300 digits, OverflowError
    from float inf); a .ttgir in a folder without search permission (PermissionError from Path.is_file); repro -o
    into an unwritable folder, under a file or to a dangling symlink (6 cases); a toolchains folder that is a file or
    read-only, an install into a read-only store, a venv without or with a dangling bin/python: each was a
    traceback. Each is now one error line (value elided), with the expected exit code."""
    cases, env = hostile
    out = _run(cases, env, name)
    assert out.returncode == code and not out.traceback, (out.returncode, out.stderr[-500:])
    if code:
        assert _one_error_line(out.stderr), out.stderr[-500:]
        assert said in out.stderr.decode(), out.stderr[-500:]
        assert len(out.stderr.decode().strip().splitlines()[-1]) < 400


@pytest.mark.parametrize("selector", ["9" * 5000, "²", "9" * 19])
def test_pass_selector_that_is_no_index_is_one_line(compiled, cli_env: dict[str, str], selector: str) -> None:
    """Regression (issue 24 item 6): `--pass` with 5,000 digits raised ValueError (int() past Python's 4,300-digit
    limit), and '²' (str.isdigit, not int) too. Each is now "no pass …" with the value elided, exit 2."""
    from conftest import run_cli

    compiled("matmul", "cuda:90", 0, True)  # preloaded with its passes: no new compile
    result = run_cli(["dump", "matmul", "--pass", selector], cli_env)
    assert result.returncode == 2 and "Traceback" not in result.stderr, result.stderr[-500:]
    line = result.stderr.strip()
    assert line.startswith(f"error: no pass '{selector[:40]}") and "(see `ir-explorer passes`)" in line, line
    assert len(line) < 300


@pytest.mark.parametrize(("option", "value", "said"), [
    ("--num-stages", "9" * 20, "99999999999999999999 is more than 1024"),
    ("--num-warps", "9" * 5000, "9" * 26 + "…" + "9" * 14 + " (5,000 characters) is more than 1024"),
    ("--num-warps", "-" + "9" * 20, "-99999999999999999999 is not a positive integer"),
    ("--num-stages", "²", "'²' is not an integer (give N or N,N,…)"),
])
def test_huge_counts_are_refused_before_triton(cli_env: dict[str, str], option: str, value: str, said: str) -> None:
    """Regression (issue 24 item 6): --num-stages 99999999999999999999 overflowed the C int of Triton's pass binding
    and was reported, and stored, as "pass TritonLoopUnroll failed"; 5,000 digits raised ValueError in int(). Each
    is now click's one usage error, exit 2, the value elided, before any compile."""
    from conftest import run_cli

    result = run_cli(["dump", "gelu", "-s", "ttir", option, value], cli_env)
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert result.stderr.strip().splitlines()[-1] == f"Error: Invalid value for '{option}': {said}"
