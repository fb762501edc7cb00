"""A corpus of hostile and clumsy inputs (issue 16), and a harness that runs the CLI on each of them.

Every input is made from a real cache entry that Triton 3.6.0 wrote (``tests/data/triton_caches/3.6.0``: the
``add_kernel`` entry, its metadata JSON, TTGIR and PTX), broken one way at a time. :func:`build` writes the
corpus under a folder and returns its :class:`Case` s; :func:`run_case` runs ``python -m ir_explorer ARGS`` on one
under an address-space limit (``resource.setrlimit(RLIMIT_AS)``) and a time limit, and returns the exit code,
stderr, whether a traceback was printed, and the peak resident memory of the CLI (``os.wait4``'s ``ru_maxrss``).

Run it as a script to measure a checkout (the figures of the issue's closing note)::

    python tests/hostile_corpus.py [--root CHECKOUT] [--limit-mb 4096]

Used by ``tests/test_hostile_inputs.py``.
"""

from __future__ import annotations

import gzip
import json
import os
import resource
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENTRY = next((ROOT / "tests/data/triton_caches/3.6.0").glob("VQNF*"))
"""A real ``add_kernel`` cache entry (metadata, group file, TTGIR, PTX) written by Triton 3.6.0."""
NAME = "add_kernel"
SGR = "\x1b[8m\x1b[5m\x1b[31;42m"
"""Colour sequences no command writes itself (conceal, blink, red on green): in an input, they must not reach a
terminal (issue 24)."""


@dataclass(frozen=True)
class Case:
    """One bad input and the command that reads it."""

    name: str
    argv: tuple[str, ...]
    bomb: bool = False
    """True for inputs built to take unbounded memory or time (their peak memory is reported)."""
    secret: str = ""
    """Text that must never be printed (a file outside the input that a symlink points at)."""
    marker: str = ""
    """A file that must not exist after the run: the input's Python code made it (issue 24)."""
    env: tuple[tuple[str, str], ...] = ()
    """Environment variables this case sets (``$IR_EXPLORER_CACHE_MAX_SIZE``, ``$IR_EXPLORER_TOOLCHAINS``)."""


def _metadata() -> dict[str, object]:
    return json.loads((ENTRY / f"{NAME}.json").read_text())


def _entry(root: Path, name: str, meta_text: str | None = None, **stages: bytes) -> Path:
    """A copy of the real entry in ``root/name/cache/ENTRY``; ``meta_text`` replaces the metadata JSON, ``stages``
    replace (or, as ``b""`` with key ``drop_EXT``, remove) stage files."""
    entry = root / name / "cache" / ENTRY.name
    entry.mkdir(parents=True)
    for f in ENTRY.iterdir():
        (entry / f.name).write_bytes(f.read_bytes())
    if meta_text is not None:
        (entry / f"{NAME}.json").write_text(meta_text, errors="surrogatepass")
    for ext, data in stages.items():
        (entry / f"{NAME}.{ext}").write_bytes(data)
    return entry.parent


def _event(meta: dict[str, object] | str) -> str:
    """A tritonparse compilation event of the real entry, with ``meta`` (a dict, or raw JSON text) as metadata."""
    contents = {f"{NAME}.{ext}": (ENTRY / f"{NAME}.{ext}").read_text() for ext in ("ttgir", "ptx")}
    payload = json.dumps({"file_content": contents, "python_source": {"code": "def add_kernel(): pass"},
                          "metadata": "@META@"})
    meta_text = meta if isinstance(meta, str) else json.dumps(meta)
    return json.dumps({"event_type": "compilation", "pid": 1}).rstrip("}") + \
        ', "payload": ' + payload.replace('"@META@"', meta_text) + "}\n"


def _gzip_bomb(path: Path, gigabytes: int) -> None:
    """``gigabytes`` GiB of zeros without a newline as gzip members of 64 MiB each (about 64 KiB each compressed)."""
    member = gzip.compress(b"0" * (64 << 20), compresslevel=9)
    with path.open("wb") as fh:
        for _ in range(gigabytes * 16):
            fh.write(member)


def _gzip_line_bomb(path: Path, gigabytes: int) -> None:
    """``gigabytes`` GiB of tiny JSON events (``{}\\n``) as gzip members: many lines, no big one."""
    member = gzip.compress(b"{}\n" * ((64 << 20) // 3), compresslevel=9)
    with path.open("wb") as fh:
        for _ in range(gigabytes * 16):
            fh.write(member)


def build(root: Path, secret_file: Path | None = None) -> list[Case]:
    """Write the corpus under ``root`` and return its cases. ``secret_file`` (made if not given) is a file outside
    the corpus that symlinks point at."""
    root.mkdir(parents=True, exist_ok=True)
    cases: list[Case] = []
    meta = _metadata()

    def cache(name: str, meta_text: str | None = None, cmds: Sequence[str] = ("dump", "report", "compare"),
              **stages: bytes) -> None:
        path = _entry(root, name, meta_text, **stages)
        for cmd in cmds:
            extra = ("-s", "ttgir") if cmd == "dump" else ()
            cases.append(Case(f"{name}/{cmd}", (cmd, str(path), *extra)))

    def with_meta(case_name: str, **fields: object) -> None:
        m = dict(meta)
        for k, v in fields.items():
            if "." in k:
                outer, inner = k.split(".")
                m[outer] = {**m[outer], inner: v}  # type: ignore[dict-item]
            else:
                m[k] = v
        cache(case_name, json.dumps(m))

    # 1. malformed metadata
    cache("deep-json", "[" * 990 + "]" * 990)
    cache("deep-json-in-object", json.dumps(meta)[:-1] + ', "x": ' + "[" * 5000 + "]" * 5000 + "}")
    for field, value in (("shared", "abc"), ("shared", []), ("shared", float("nan")), ("num_warps", float("inf")),
                         ("num_stages", float("inf")), ("warp_size", float("inf")), ("target.arch", float("inf")),
                         ("target.arch", []), ("target.warp_size", float("inf")), ("target.warp_size", "x"),
                         ("target.backend", ["cuda"]), ("num_warps", -4), ("num_warps", "4"),
                         ("name", 7), ("triton_version", {"a": 1}), ("target", "cuda:90"), ("src_constants", [1])):
        with_meta(f"meta-{field}-{json.dumps(value).replace('/', '_')}", **{field: value})
    cache("meta-huge-int", json.dumps(meta)[:-1] + ', "num_warps": ' + "9" * 5000 + "}")
    cache("meta-huge-int-shared", json.dumps(meta).replace('"shared": 0', '"shared": ' + "9" * 4000))
    cache("meta-lone-surrogate", json.dumps(meta).replace('"add_kernel"', '"add\\ud800kernel"'))
    cache("meta-surrogate-key", json.dumps(meta)[:-1] + ', "\\udfff": 1}')
    cache("meta-not-object", "[1, 2]")
    cache("meta-not-utf8", None, json=b"\xff\xfe{}")
    grp = _entry(root, "grp-deep", None)
    (grp / ENTRY.name / f"__grp__{NAME}.json").write_text("{" * 0 + '{"child_paths": ' + "[" * 990 + "]" * 990 + "}")
    cases += [Case("grp-deep/dump", ("dump", str(grp), "-s", "ttgir"))]
    # unreadable files and folders
    unread = _entry(root, "unreadable-meta", None)
    (unread / ENTRY.name / f"{NAME}.json").chmod(0)
    cases.append(Case("unreadable-meta/dump", ("dump", str(unread), "-s", "ttgir")))
    unread_dir = _entry(root, "unreadable-entry", None)
    (unread_dir / ENTRY.name).chmod(0)
    cases.append(Case("unreadable-entry/dump", ("dump", str(unread_dir), "-s", "ttgir")))
    unread_root = _entry(root, "unreadable-root", None)
    unread_root.chmod(0)
    cases.append(Case("unreadable-root/dump", ("dump", str(unread_root), "-s", "ttgir")))
    unread_file = root / "unreadable.ttgir"
    unread_file.write_bytes((ENTRY / f"{NAME}.ttgir").read_bytes())
    unread_file.chmod(0)
    cases.append(Case("unreadable-file/dump", ("dump", str(unread_file))))
    unread_trace = root / "unreadable.ndjson"
    unread_trace.write_text(_event(meta))
    unread_trace.chmod(0)
    cases.append(Case("unreadable-trace/dump", ("dump", str(unread_trace))))

    # tritonparse traces
    def trace(name: str, text: str | bytes, cmds: Sequence[str] = ("dump", "report")) -> None:
        path = root / f"{name}.ndjson"
        path.write_bytes(text if isinstance(text, bytes) else text.encode("utf-8", errors="surrogatepass"))
        for cmd in cmds:
            cases.append(Case(f"trace-{name}/{cmd}", (cmd, str(path))))

    trace("deep", "[" * 990 + "]" * 990 + "\n")
    trace("deep-payload", _event("[" * 990 + "]" * 990))
    trace("meta-nan", _event(json.dumps(meta).replace('"shared": 0', '"shared": NaN')))
    trace("meta-inf-warps", _event(json.dumps(meta).replace('"num_warps": 4', '"num_warps": Infinity')))
    trace("meta-arch-list", _event({**meta, "target": {"backend": "cuda", "arch": [], "warp_size": 32}}))
    trace("meta-huge-int", _event(json.dumps(meta).replace('"num_stages": 2', '"num_stages": ' + "1" * 5000)))
    trace("meta-surrogate", _event(json.dumps(meta).replace('"add_kernel"', '"\\ud800"')))
    trace("content-surrogate", _event(meta).replace("module", "\\udc00module", 1))
    trace("not-json", b"\x00\x01garbage\n")
    trace("payload-list", '{"event_type": "compilation", "payload": []}\n')
    trace("metadata-list", '{"event_type": "compilation", "payload": {"metadata": [1]}}\n')
    trace("file-content-list", '{"event_type": "compilation", "payload": {"metadata": {"name": "k"}, '
                               '"file_content": [1]}}\n')
    trace("python-source-list", _event(meta).replace('{"code": "def add_kernel(): pass"}', "[1]"))
    (root / "truncated.ndjson.gz").write_bytes(gzip.compress(_event(meta).encode())[:-20])
    cases.append(Case("trace-truncated-gz/dump", ("dump", str(root / "truncated.ndjson.gz"))))

    # MLIR dump logs (MLIR_DUMP_PATH): a real header, then hostile module attributes or bytes
    header = ("// -----// IR Dump Before TritonGPUCoalesce (tritongpu-coalesce) ('builtin.module' operation)"
              " //----- //\n")
    module = (ENTRY / f"{NAME}.ttgir").read_text()
    for name, text in (
            ("huge-warps", module.replace('"ttg.num-warps" = 4', '"ttg.num-warps" = ' + "9" * 5000)),
            ("zero-warp-size", module.replace('"ttg.threads-per-warp" = 32', '"ttg.threads-per-warp" = 0')),
            ("huge-arch", module.replace('"cuda:90"', '"cuda:' + "9" * 5000 + '"')),
            ("escape", module.replace("module", "// \x1b]52;c;SGVsbG8=\x07\x1b[2J\nmodule", 1)),
            ("binary", "\x00\xff\x1b[2J" * 1000)):
        log = root / f"dump-{name}.log"
        log.write_bytes((header + text).encode("utf-8", errors="surrogateescape"))
        for cmd in ("dump", "passes", "report"):
            cases.append(Case(f"dumplog-{name}/{cmd}", (cmd, str(log))))

    # 2. bombs
    _gzip_bomb(root / "bomb.ndjson.gz", 4)
    cases.append(Case("bomb-gz-one-line/dump", ("dump", str(root / "bomb.ndjson.gz")), bomb=True))
    _gzip_line_bomb(root / "bomb-lines.ndjson.gz", 4)
    cases.append(Case("bomb-gz-many-lines/dump", ("dump", str(root / "bomb-lines.ndjson.gz")), bomb=True))
    sparse = root / "sparse-folder"
    sparse.mkdir()
    with (sparse / "t.ndjson").open("wb") as fh:
        fh.truncate(8 << 30)
    cases.append(Case("bomb-sparse-8g-trace/dump", ("dump", str(sparse / "t.ndjson")), bomb=True))
    cases.append(Case("bomb-sparse-8g-trace-folder/dump", ("dump", str(sparse)), bomb=True))
    zero = root / "zero-folder"
    zero.mkdir()
    (zero / "t.ndjson").symlink_to("/dev/zero")
    cases.append(Case("bomb-dev-zero-trace-folder/dump", ("dump", str(zero)), bomb=True))
    fifo = root / "fifo-folder"
    fifo.mkdir()
    os.mkfifo(fifo / "t.ndjson")
    cases.append(Case("bomb-fifo-trace-folder/dump", ("dump", str(fifo)), bomb=True))
    big_stage = _entry(root, "bomb-sparse-stage", None)
    with (big_stage / ENTRY.name / f"{NAME}.ttgir").open("r+b") as fh:
        fh.truncate(8 << 30)
    cases.append(Case("bomb-sparse-stage/dump", ("dump", str(big_stage), "-s", "ptx"), bomb=True))
    fifo_entry = _entry(root, "fifo-stage", None)
    (fifo_entry / ENTRY.name / f"{NAME}.ptx").unlink()
    os.mkfifo(fifo_entry / ENTRY.name / f"{NAME}.ptx")
    cases.append(Case("fifo-stage/dump", ("dump", str(fifo_entry), "-s", "ttgir"), bomb=True))
    zero_entry = _entry(root, "dev-zero-stage", None)
    (zero_entry / ENTRY.name / f"{NAME}.ptx").unlink()
    (zero_entry / ENTRY.name / f"{NAME}.ptx").symlink_to("/dev/zero")
    cases.append(Case("dev-zero-stage/dump", ("dump", str(zero_entry), "-s", "ttgir"), bomb=True))

    # 3. outside the input
    if secret_file is None:
        secret_dir = Path(tempfile.mkdtemp(prefix="irx-secret-"))
        secret_file = secret_dir / "shadow"
        secret_file.write_text("root:SECRET-HASH-DO-NOT-PRINT:19000:0:99999:7:::\n")
    secret = secret_file.read_text().split(":")[1]
    link = _entry(root, "symlink-out", None)
    (link / ENTRY.name / f"{NAME}.ttgir").unlink()
    (link / ENTRY.name / f"{NAME}.ttgir").symlink_to(secret_file)
    cases.append(Case("symlink-out/dump", ("dump", str(link), "--kernel", NAME, "-s", "ttgir"), secret=secret))
    link_meta = _entry(root, "symlink-out-meta", None)
    (link_meta / ENTRY.name / f"{NAME}.json").unlink()
    (link_meta / ENTRY.name / f"{NAME}.json").symlink_to(secret_file)
    cases.append(Case("symlink-out-meta/dump", ("dump", str(link_meta), "-s", "ttgir"), secret=secret))
    link_dir = root / "symlink-out-dir" / "cache"
    link_dir.mkdir(parents=True)
    (link_dir / "ENTRY").symlink_to(secret_file.parent)
    cases.append(Case("symlink-out-dir/dump", ("dump", str(link_dir)), secret=secret))
    link_trace = root / "symlink-out-trace"
    link_trace.mkdir()
    (link_trace / "t.ndjson").symlink_to(secret_file)
    cases.append(Case("symlink-out-trace/dump", ("dump", str(link_trace)), secret=secret))

    # 4. terminal injection and binary input
    esc = "\x1b[2J\x1b]52;c;SGVsbG8=\x07\x1b]0;pwned\x07" + SGR
    inj = _entry(root, "escape-ir", None)
    ttgir = (ENTRY / f"{NAME}.ttgir").read_text()
    (inj / ENTRY.name / f"{NAME}.ttgir").write_text(ttgir.replace("module", f"// {esc}\nmodule", 1))
    cases.append(Case("escape-ir/dump", ("dump", str(inj), "-s", "ttgir")))
    inj_name = _entry(root, "escape-name", json.dumps({**meta, "name": f"k{esc}\nerror: fake"}))
    cases.append(Case("escape-name/dump", ("dump", str(inj_name), "-s", "ttgir")))
    cases.append(Case("escape-name/list", ("dump", str(inj_name), "--list")))
    nl = root / "newline\nerror: fake line"
    nl.mkdir()
    (nl / "x.ttgir").write_bytes(b"\x00\xff")
    cases.append(Case("newline-file-name/dump", ("dump", str(nl / "x.ttgir"))))
    garbage = root / "garbage.ttgir"
    garbage.write_bytes(bytes(range(256)) * 4096 + b"\x1b[2J")
    empty = root / "empty.ttgir"
    empty.write_bytes(b"")
    cases.append(Case("binary-diff/diff", ("diff", str(garbage), str(empty))))
    cases.append(Case("binary-dump/dump", ("dump", str(garbage))))
    latin = root / "latin1.ptx"
    latin.write_bytes("// caf\xe9\n.version 8.0\n".encode("latin-1"))
    cases.append(Case("not-utf8-diff/diff", ("diff", str(latin), str(ENTRY / f"{NAME}.ptx"))))
    escape_diff = root / "escape.ttgir"
    escape_diff.write_text(ttgir.replace("module", f"// {esc}\nmodule", 1))
    cases.append(Case("escape-diff/diff", ("diff", str(escape_diff), str(ENTRY / f"{NAME}.ttgir"))))
    # issue 24 item 4: colour sequences (conceal, blink, colours) and the "holds N kernels" error on every surface
    for cmd in ("report", "compare", "selfcheck"):
        cases.append(Case(f"escape-ir/{cmd}", (cmd, str(inj))))
        cases.append(Case(f"escape-name/{cmd}", (cmd, str(inj_name))))
    cases.append(Case("escape-diff/diff-side-by-side", ("diff", "-y", str(escape_diff), str(ENTRY / f"{NAME}.ttgir"))))
    two = root / "escape-two-kernels" / "cache"
    for i in (1, 2):  # two kernels whose names (files and metadata) hold the escapes
        entry = two / f"{ENTRY.name[:-1]}{i}"
        entry.mkdir(parents=True)
        kernel = f"k{i}{esc}"
        for f in ENTRY.iterdir():
            (entry / f.name.replace(NAME, kernel)).write_bytes(f.read_bytes().replace(NAME.encode(), kernel.encode()))
        (entry / f"{kernel}.json").write_text(json.dumps({**meta, "name": kernel}))
    for cmd in ("dump", "report", "selfcheck", "compare"):
        cases.append(Case(f"escape-two-kernels/{cmd}", (cmd, str(two))))

    # 5. code from the input (issue 24 item 2): a posted "IR" file that is a symlink to a Python file in its folder,
    # which holds a line `tt.func public @k(`; every command that compiles on from IR (-t) must parse it as MLIR
    posted = root / "posted-ir"
    posted.mkdir()
    marker = posted / "RAN-THE-INPUT"
    (posted / "evil.py").write_text(f"open({str(marker)!r}, 'w').write('ran')\nX = '''\ntt.func public @k(\n'''\n")
    (posted / "issue.ttgir").symlink_to("evil.py")
    (posted / "issue.ttir").symlink_to("evil.py")
    for cmd, extra in (("dump", ()), ("report", ()), ("selfcheck", ()), ("compare", ()),
                       ("check", ("--expect", "ptx: mma")), ("passes", ()), ("blame", ("--op", "tt.load"))):
        for name in ("issue.ttgir", "issue.ttir"):
            cases.append(Case(f"posted-symlink-py-{name}/{cmd}", (cmd, str(posted / name), "-t", "cuda:90", *extra),
                              marker=str(marker)))
    (posted / "shadow.ttgir").symlink_to(secret_file)
    cases.append(Case("posted-symlink-out/dump", ("dump", str(posted / "shadow.ttgir"), "-t", "cuda:90"),
                      secret=secret))
    cases += _issue24(root, ttgir)
    return cases


def _issue24(root: Path, ttgir: str) -> list[Case]:
    """Issue 24 item 6: 5,000-digit values, a posted TTGIR in an unsearchable folder, ``repro -o`` where it cannot
    write, and broken toolchains (a folder that is a file or read-only, a venv without its ``bin/python``, an install
    into a read-only store). Each was a traceback; each must be one line, exit 1 or 2."""
    big = "9" * 5000
    cases = [
        Case("huge-config/dump", ("dump", "gelu", "-c", big, "-s", "ttir")),
        Case("huge-max-size/cache", ("cache", "prune", "--max-size", big)),
        Case("huge-max-size-unit/cache", ("cache", "prune", "--max-size", big + "GB")),
        Case("huge-older-than/cache", ("cache", "prune", "--older-than", big + "d")),
        Case("huge-env-max-size/cache", ("cache", "info"), env=(("IR_EXPLORER_CACHE_MAX_SIZE", big),)),
    ]
    huge = root / "huge-warps"
    huge.mkdir()
    (huge / "k.ttgir").write_text(ttgir.replace('"ttg.num-warps" = 4', f'"ttg.num-warps" = {big}'))
    cases.append(Case("huge-num-warps/dump", ("dump", str(huge / "k.ttgir"), "-t", "cuda:90", "-s", "ptx")))
    hidden = root / "unreadable-ttgir-folder"
    hidden.mkdir()
    (hidden / "k.ttgir").write_text(ttgir)
    hidden.chmod(0o600)  # readable listing, no search: stat(k.ttgir) is EACCES
    cases.append(Case("unreadable-ttgir-folder/dump", ("dump", str(hidden / "k.ttgir"), "-t", "cuda:90")))
    # repro -o: an unwritable folder (new and existing), under a file, a dangling symlink (to a name, into nowhere),
    # and a folder above it without search permission
    ro = root / "unreadable-repro-ro"
    ro.mkdir()
    ro.chmod(0o555)
    a_file = root / "repro-a-file"
    a_file.write_text("x")
    (root / "repro-dangling").symlink_to(root / "nowhere")
    (root / "repro-dangling-deep").symlink_to(root / "nowhere" / "deeper")
    (root / "unreadable-repro-nox").mkdir(mode=0o600)
    for name, out in (("unreadable-repro-ro-new", ro / "out"), ("unreadable-repro-ro", ro),
                      ("repro-under-a-file", a_file / "out"), ("repro-dangling", root / "repro-dangling"),
                      ("repro-dangling-deep", root / "repro-dangling-deep"),
                      ("unreadable-repro-nox", root / "unreadable-repro-nox" / "out")):
        cases.append(Case(f"{name}/repro", ("repro", "gelu", "-o", str(out))))
    # toolchains
    tc_file = root / "toolchains-a-file"
    tc_file.write_text("x")
    tc_ro = root / "unreadable-toolchains-ro"
    tc_ro.mkdir(mode=0o555)
    store_ro = root / "unreadable-store-ro"
    store_ro.mkdir(mode=0o555)
    for name, folder in (("toolchains-a-file", tc_file), ("unreadable-toolchains-ro", tc_ro),
                         ("unreadable-store-ro", store_ro / "toolchains")):
        env = (("IR_EXPLORER_TOOLCHAINS", str(folder)),)
        cases.append(Case(f"{name}/install", ("triton", "install", "3.6.0", "-q"), env=env))
        cases.append(Case(f"{name}/list", ("triton", "list"), env=env))
    for name, python in (("toolchain-no-python", None), ("toolchain-dangling-python", root / "nowhere")):
        venv = root / name / "triton-3.6.0"
        (venv / "bin").mkdir(parents=True)
        (venv / "irx-toolchain.json").write_text(json.dumps({"triton": "3.6.0", "python": "3.11"}))
        package = venv / "lib" / "python3.11" / "site-packages" / "triton"  # the release is read from it
        package.mkdir(parents=True)
        (package / "__init__.py").write_text("__version__ = '3.6.0'\n")
        if python is not None:
            (venv / "bin" / "python").symlink_to(python)
        cases.append(Case(f"{name}/dump", ("dump", "gelu", "--triton", "3.6.0", "-s", "ttir"),
                          env=(("IR_EXPLORER_TOOLCHAINS", str(root / name)),)))
    return cases


@dataclass(frozen=True)
class Outcome:
    """What the CLI did on one case."""

    case: Case
    returncode: int
    """The exit status; ``-N`` for signal N, ``124`` for the time limit."""
    stdout: bytes
    stderr: bytes
    peak_mb: float
    """The CLI's peak resident memory, MiB (``ru_maxrss``)."""
    seconds: float

    @property
    def traceback(self) -> bool:
        return b"Traceback (most recent call last)" in self.stderr


def drop_file_capabilities() -> None:
    """Drop ``CAP_DAC_OVERRIDE`` and ``CAP_DAC_READ_SEARCH`` (``prctl(PR_CAPBSET_DROP)``, ``capset(2)``), so that
    a process running as root meets file permissions (a mode-000 file raises ``PermissionError``) as any user does."""
    import ctypes

    class Header(ctypes.Structure):
        _fields_ = [("version", ctypes.c_uint32), ("pid", ctypes.c_int)]

    class Data(ctypes.Structure):
        _fields_ = [("effective", ctypes.c_uint32), ("permitted", ctypes.c_uint32), ("inheritable", ctypes.c_uint32)]

    libc = ctypes.CDLL(None, use_errno=True)
    for cap in (1, 2):  # from the bounding set too, or execve as root gives them back
        if libc.prctl(24, cap, 0, 0, 0) != 0:  # PR_CAPBSET_DROP
            raise OSError(ctypes.get_errno(), "prctl(PR_CAPBSET_DROP)")
    header = Header(0x20080522, 0)  # _LINUX_CAPABILITY_VERSION_3: two 32-bit words
    data = (Data * 2)()
    if libc.capget(ctypes.byref(header), data) != 0:
        raise OSError(ctypes.get_errno(), "capget")
    data[0].effective &= ~0b110
    data[0].permitted &= ~0b110
    if libc.capset(ctypes.byref(header), data) != 0:
        raise OSError(ctypes.get_errno(), "capset")


def _limit(limit_bytes: int, as_user: bool) -> None:
    resource.setrlimit(resource.RLIMIT_AS, (limit_bytes, limit_bytes))
    os.setsid()
    if as_user:  # root reads mode-000 files: drop the capabilities that let it
        drop_file_capabilities()


# The CLI runs as the child of this small launcher, which reports the child's own peak: ru_maxrss of a process
# forked from the test process counts the pages it shares with it until exec (a pytest worker of 400 MB made a
# 90 MB dump read as 401 MB in a CI run).
_LAUNCHER = """
import os, signal, sys
pid = os.fork()
if pid == 0:
    os.execv(sys.executable, [sys.executable, "-m", "ir_explorer", *sys.argv[2:]])
_, status, usage = os.wait4(pid, 0)
with open(sys.argv[1], "w") as f:
    f.write(str(usage.ru_maxrss))
if os.WIFSIGNALED(status):  # die of the same signal, so the status reads as the CLI's
    signal.signal(os.WTERMSIG(status), signal.SIG_DFL)
    os.kill(os.getpid(), os.WTERMSIG(status))
os._exit(os.waitstatus_to_exitcode(status))
"""


def run_case(case: Case, env: dict[str, str], root: Path = ROOT, limit_mb: int = 3072, timeout: float = 60,
             stdout: int | None = None) -> Outcome:
    """Run ``python -m ir_explorer`` from checkout ``root`` on ``case`` under ``RLIMIT_AS = limit_mb`` and
    ``timeout`` seconds (then its process group is killed and the status is 124). ``peak_mb`` is the CLI's own
    peak resident memory (:data:`_LAUNCHER`)."""
    as_user = case.name.startswith("unreadable") and os.geteuid() == 0
    env = {**env, "PYTHONPATH": str(root), "IR_EXPLORER_NO_WARM_WORKER": "1", "NO_COLOR": "1", **dict(case.env)}
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err, \
            tempfile.NamedTemporaryFile("r") as peak:
        start = time.monotonic()
        proc = subprocess.Popen([sys.executable, "-c", _LAUNCHER, peak.name, *case.argv], stdin=subprocess.DEVNULL,
                                stdout=out if stdout is None else stdout, stderr=err, env=env, cwd=root,
                                preexec_fn=lambda: _limit(limit_mb << 20, as_user))
        status, usage = 0, None
        while True:
            pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
            if pid:
                break
            if time.monotonic() - start > timeout:
                os.killpg(proc.pid, signal.SIGKILL)
                _, status, usage = os.wait4(proc.pid, 0)
                status = 124 << 8
                break
            time.sleep(0.02)
        proc.returncode = 0  # reaped by wait4
        code = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        reported = peak.read().strip()  # empty when the launcher was killed (time limit): the group's peak then
        maxrss = int(reported) if reported.isdigit() else usage.ru_maxrss
        return Outcome(case, code, out.read(1 << 22), err.read(1 << 22), maxrss / 1024, time.monotonic() - start)


def unlock(root: Path) -> None:
    """Give back the permissions the corpus took away (so that its folder can be removed)."""
    for pattern in ("unreadable*", "unreadable*/*", "unreadable*/*/*"):
        for p in root.rglob(pattern):
            if not p.is_symlink():
                p.chmod(0o700)


def main(argv: Sequence[str] | None = None) -> int:
    import argparse

    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--root", type=Path, default=ROOT, help="the checkout whose CLI runs")
    ap.add_argument("--limit-mb", type=int, default=4096)
    ap.add_argument("--timeout", type=float, default=60)
    ap.add_argument("--only", default="", help="run only cases whose name contains this")
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="irx-corpus-") as tmp:
        cases = [c for c in build(Path(tmp) / "corpus") if args.only in c.name]
        Path(tmp).chmod(0o755)
        (Path(tmp) / "store").mkdir(mode=0o777)
        (Path(tmp) / "store").chmod(0o777)  # the unreadable cases run as nobody when we are root
        env = {**os.environ, "IR_EXPLORER_CACHE_DIR": str(Path(tmp) / "store")}
        tracebacks = 0
        bad_exit = 0
        for case in cases:
            o = run_case(case, env, args.root, args.limit_mb, args.timeout)
            tracebacks += o.traceback
            leaked = bool(case.secret) and case.secret.encode() in o.stdout + o.stderr
            leaked |= bool(case.marker) and Path(case.marker).exists()
            bad_exit += o.returncode not in (0, 1, 2)
            last = o.stderr.strip().splitlines()[-1:] or [b""]
            print(f"{case.name:55} rc={o.returncode:4} {o.peak_mb:7.0f} MiB {o.seconds:5.1f} s "
                  f"{'TRACEBACK ' if o.traceback else ''}{'LEAKED ' if leaked else ''}"
                  f"{last[0][:110].decode(errors='replace')!r}", flush=True)
        unlock(Path(tmp))
        print(f"{len(cases)} runs, {tracebacks} tracebacks, {bad_exit} exits other than 0/1/2")
    return 0


if __name__ == "__main__":
    sys.exit(main())
