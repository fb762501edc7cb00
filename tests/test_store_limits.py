"""A store that heals (issue 16 item 6) and has a size limit (item 7): damaged manifests, blobs and kernel
descriptions are dropped and compiled again, never served or raised as AttributeError/TypeError; ``cache info``,
``cache prune`` and the automatic least-recently-used limit."""

from __future__ import annotations

import json
import os
import shutil
import time
from pathlib import Path

import pytest
from conftest import run_cli

from ir_explorer.capture import bundled
from ir_explorer.capture.compiles import Request, _load_cached, _valid_description, compile_one
from ir_explorer.core import store as store_mod
from ir_explorer.core.errors import CorruptEntry, UsageError
from ir_explorer.core.model import Compilation, Target
from ir_explorer.core.store import Blob, Store, _checksum
from ir_explorer.core.store_limits import (
    GRACE_S,
    PRESSURE_GRACE_S,
    PRESSURE_MARGIN,
    enforce_limit,
    parse_age,
    parse_size,
    prune,
    store_info,
)


@pytest.fixture
def copy(compiled, store: Store, tmp_path: Path) -> tuple[Store, Compilation]:
    """A copy of the session store holding matmul on cuda:90 with its passes (damaged freely here)."""
    comp = compiled("matmul", "cuda:90", 0, True)
    shutil.copytree(store.root, tmp_path / "copy")
    return Store(tmp_path / "copy"), comp


def _edit(store: Store, key: str, change, *, keep_checksum: bool = False, kind: str = "entries") -> None:
    """Rewrite a manifest with ``change(manifest)`` applied; its checksum is dropped (an older manifest) or,
    with ``keep_checksum``, left as it was (now wrong)."""
    path = store._manifest_path(kind, key)
    m = json.loads(path.read_bytes())
    change(m)
    if not keep_checksum:
        m.pop("sha256", None)
    path.write_text(json.dumps(m))


@pytest.mark.parametrize(("field", "value"), [
    ("config", "abc"), ("metadata", [1]), ("stages", {"ptx": 1}), ("target", ["cuda", 90]),
    ("resources", {"registers": "many"}), ("config_index", "0"), ("failure", [1]), ("diagnostics", 3),
])
def test_malformed_manifest_is_corrupt_not_a_crash(copy, field, value):
    """Regression (issue 16 item 6): `"config": "abc"` raised AttributeError and `"metadata": [1]` TypeError
    (in the loader or later, in the views). Each field is type-checked on load: CorruptEntry, so the capture
    layer drops the entry and compiles again."""
    store, comp = copy
    _edit(store, comp.key, lambda m: m.__setitem__(field, value))
    with pytest.raises(CorruptEntry, match="is malformed"):
        store.load(comp.key)
    assert _load_cached(store, comp.key, want_passes=False) is None
    assert not store._manifest_path("entries", comp.key).exists()  # dropped: the next run compiles it


def test_manifest_checksum_catches_any_edit(copy):
    """Manifests carry their own sha256: an edit that keeps the JSON valid and well-typed is still caught."""
    store, comp = copy
    assert store.load(comp.key) is not None
    _edit(store, comp.key, lambda m: m.__setitem__("compile_ms", 1.0), keep_checksum=True)
    with pytest.raises(CorruptEntry, match="does not match its checksum"):
        store.load(comp.key)


def test_checksum_is_over_the_manifest_as_read(copy):
    """A manifest's checksum is that of its canonical JSON without the field itself, so rewriting the file with
    other whitespace or key order keeps it valid."""
    store, comp = copy
    path = store._manifest_path("entries", comp.key)
    m = json.loads(path.read_bytes())
    assert m["sha256"] == _checksum(m)
    path.write_text(json.dumps(dict(reversed(list(m.items())))))
    assert store.load(comp.key) is not None


def test_stage_pointing_at_another_stages_blob_is_damage(copy):
    """Regression (issue 16 item 6): a manifest whose ptx entry pointed at the TTGIR blob served TTGIR as PTX.
    Each stage's text is checked against its stage when loaded (here without the checksum, as an older
    manifest would be)."""
    store, comp = copy

    def swap(m):
        refs = {s["name"]: s["blob"] for s in m["stages"]}
        for s in m["stages"]:
            if s["name"] == "ptx":
                s["blob"] = refs["ttgir"]

    _edit(store, comp.key, swap)
    with pytest.raises(CorruptEntry, match="the blob of stage ptx is not ptx"):
        store.load(comp.key)


def test_every_real_stage_passes_its_check(compiled, store):
    """The stage check must accept what Triton writes: every stage of the session's compiles (cuda:90,
    cuda:80, hip:gfx942)."""
    for target in ("cuda:90", "cuda:80", "hip:gfx942"):
        comp = compiled("matmul", target)
        loaded = store.load(comp.key)
        assert loaded is not None and set(loaded.stages) >= {"ttir", "ttgir", "llir"}


def test_pass_snapshot_damaged_at_the_same_size_is_recompiled(tmp_path):
    """Regression (issue 16 item 6): a pass-snapshot blob damaged at the same size gave "unreadable: Error -3" on
    every run until --no-cache (only lengths were checked on load). The cached entry's snapshots are now verified
    before it is served with its passes: the entry is dropped and compiled again."""
    store = Store(tmp_path)
    req = Request(bundled.get("gelu"), 0, Target.parse("cuda:80"), passes=True)
    first = compile_one(req, store)
    passes, _final = store.load_passes(first.key)
    originals = [p.source.read_bytes() for p in passes if isinstance(p.source, Blob)]
    blob = passes[len(passes) // 2].source
    assert isinstance(blob, Blob)
    data = bytearray(blob.path.read_bytes())
    data[len(data) // 2] ^= 0xFF
    blob.path.write_bytes(bytes(data))
    with pytest.raises(CorruptEntry):
        store.load_passes(first.key, verify=True)
    again = compile_one(req, store)
    assert not again.cache_hit
    healed, _ = store.load_passes(again.key, verify=True)
    assert [p.source.read_bytes() for p in healed if isinstance(p.source, Blob)] == originals


@pytest.mark.parametrize("damage", [
    {"params": "abc"}, {"configs": [1]}, {"notes": None}, {"heuristics": [3]}, {"prunes": "yes"},
    {"params": [{"name": "x"}]}, {"configs": [{"num_warps": "many"}]}, {"triton": None},
])
def test_damaged_kernel_description_is_read_again(damage):
    """Regression (issue 16 item 6): a damaged stored description of a kernel file raised TypeError in the views.
    A description with any field of the wrong type is not used (the file is read again by a worker)."""
    good = {"function": "k", "params": [{"name": "x", "constexpr": False, "default": False,
                                          "do_not_specialize": False, "do_not_specialize_on_alignment": False}],
            "configs": None, "prunes": False, "heuristics": [], "notes": [], "triton": "3.9.0"}
    assert _valid_description(good)
    assert not _valid_description({**good, **damage})


def test_sizes_and_ages():
    assert parse_size("2GB") == 2 * 1000**3
    assert parse_size("500 MiB") == 500 * 1024**2
    assert parse_size("1.5g") == 1_500_000_000
    assert parse_size("4096") == 4096
    assert parse_age("30d") == 30 * 86400
    assert parse_age("90min") == 5400
    for bad in ("", "-1GB", "nan", "2 parsecs", "inf"):
        with pytest.raises(UsageError, match="is not a size"):
            parse_size(bad, "--max-size")
    with pytest.raises(UsageError, match="is not an age"):
        parse_age("3x", "--older-than")


def _fill(store: Store, n: int, size: int = 20000) -> list[str]:
    """``n`` fake compilations, each with one blob of ``size`` incompressible bytes, used ``i`` hours ago (the
    first is the least recently used)."""
    keys = []
    now = time.time()
    for i in range(n):
        key = f"{i:02d}" + "ab" * 31
        blob = store.put_blob(os.urandom(size))
        store._write_manifest("entries", key, {"stages": [{"name": "ttir", "blob": store._ref_of(blob)}]})
        old = now - (n - i) * 3600 - GRACE_S
        os.utime(store._manifest_path("entries", key), (old, old))
        os.utime(blob.path, (old, old))
        keys.append(key)
    return keys


def test_prune_to_a_size_evicts_least_recently_used_first(tmp_path):
    store = Store(tmp_path)
    keys = _fill(store, 10)
    before = store_info(store)
    assert before.entries == 10 and before.blobs == 10
    result = prune(store, max_size=before.total_bytes // 2)
    assert result.bytes_after <= before.total_bytes // 2 * 0.9 + 1
    left = {p.stem for p in (store.base / "entries").glob("*/*.json")}
    assert left == set(keys[result.keys_removed:])  # the oldest went, the newest stayed
    assert result.blobs_removed == result.keys_removed


def test_a_load_counts_as_a_use(tmp_path):
    """A key read from the store is the most recently used: an entry used now survives a prune that takes
    older ones, even though it was written first."""
    store = Store(tmp_path)
    keys = _fill(store, 4)
    store._read_manifest("entries", keys[0])
    store._touch("entries", keys[0])
    prune(store, max_size=store_info(store).total_bytes // 3)
    assert store._manifest_path("entries", keys[0]).exists()
    assert not store._manifest_path("entries", keys[1]).exists()


def test_prune_older_than_and_shared_blobs(tmp_path):
    """--older-than takes keys not used for that long; a blob another key still references stays."""
    store = Store(tmp_path)
    keys = _fill(store, 5)
    shared = store._read_manifest("entries", keys[0])["stages"][0]["blob"]
    store._write_manifest("entries", "ff" * 32, {"stages": [{"name": "ttir", "blob": shared}]})
    result = prune(store, older_than_s=3.5 * 3600 + GRACE_S)
    assert result.keys_removed == 2  # used 5 and 4 hours ago
    assert store.blob(shared[0], shared[1]).path.exists()
    assert result.blobs_removed == 1


def test_young_blobs_survive_a_prune(tmp_path):
    """A blob written a moment ago and not yet named by a manifest (a compile under way) is never removed."""
    store = Store(tmp_path)
    blob = store.put_blob(b"being written")
    result = prune(store, max_size=1)
    assert blob.path.exists() and result.blobs_removed == 0


def test_automatic_limit(tmp_path, monkeypatch):
    store = Store(tmp_path)
    _fill(store, 10)
    total = store_info(store).total_bytes
    monkeypatch.setenv("IR_EXPLORER_CACHE_MAX_SIZE", str(total * 2))
    assert enforce_limit(store) is None
    monkeypatch.setenv("IR_EXPLORER_CACHE_MAX_SIZE", str(total // 2))
    result = enforce_limit(store)
    assert result is not None and result.bytes_after < total // 2
    monkeypatch.setenv("IR_EXPLORER_CACHE_MAX_SIZE", "none")
    assert enforce_limit(store) is None
    monkeypatch.setenv("IR_EXPLORER_CACHE_MAX_SIZE", "big")
    with pytest.raises(UsageError, match="IR_EXPLORER_CACHE_MAX_SIZE"):
        enforce_limit(store)


def test_prune_during_concurrent_reads_never_serves_a_wrong_answer(copy):
    """A prune that evicts an entry while another thread reads it leaves the reader with the complete entry, with
    nothing, or with CorruptEntry (then it compiles again); never a half entry or another text."""
    import threading

    store, comp = copy
    ref = store.load(comp.key)
    assert ref is not None
    texts = {name: stage.source.read_bytes() for name, stage in ref.stages.items() if isinstance(stage.source, Blob)}
    old = time.time() - 2 * GRACE_S
    for path in store.base.rglob("*"):
        if path.is_file():
            os.utime(path, (old, old))
    outcomes: list[str] = []
    stop = threading.Event()

    def read() -> None:
        while not stop.is_set():
            try:
                loaded = store.load(comp.key)
            except CorruptEntry:
                outcomes.append("corrupt")
                continue
            if loaded is None:
                outcomes.append("absent")
                continue
            try:
                sources = {name: loaded.stages[name].source for name in texts}
                same = all(isinstance(b, Blob) and b.read_bytes() == texts[n] for n, b in sources.items())
            except CorruptEntry:
                outcomes.append("corrupt")  # a blob went after the load: the caller recompiles
                continue
            outcomes.append("complete" if same else "WRONG")

    reader = threading.Thread(target=read)
    reader.start()
    time.sleep(0.05)
    try:
        for _ in range(5):
            prune(store, max_size=1, now=time.time() + 2 * GRACE_S)  # as if the reader's last use were old too
    finally:
        stop.set()
        reader.join()
    assert outcomes and "WRONG" not in outcomes
    assert set(outcomes) <= {"complete", "absent", "corrupt"}
    assert outcomes[-1] == "absent"  # evicted in the end


def test_cache_commands(tmp_path, cli_env):
    store = Store(tmp_path / "s")
    _fill(store, 6)
    env = {**cli_env, "IR_EXPLORER_CACHE_DIR": str(store.root)}
    info = run_cli(["cache", "info", "--json"], env)
    assert info.returncode == 0, info.stderr
    data = json.loads(info.stdout)
    assert data["entries"] == 6 and data["blobs"] == 6 and data["limit_bytes"] == 5 * 1000**3
    text = run_cli(["cache", "info"], env).stdout
    assert "entries:  6 compilations" in text and "oldest:" in text
    pruned = run_cli(["cache", "prune", "--older-than", "270min"], env)  # the two used over 5 h ago
    assert pruned.returncode == 0
    assert pruned.stdout.startswith("removed 2 entries and 2 blobs")
    assert json.loads(run_cli(["cache", "info", "--json"], env).stdout)["entries"] == 4
    bad = run_cli(["cache", "prune", "--max-size", "lots"], env)
    assert bad.returncode == 2
    assert bad.stderr.strip() == "error: --max-size: 'lots' is not a size (e.g. 2GB, 500MB, 1.5GiB)"


@pytest.mark.parametrize("what", ["blob", "manifest"])
@pytest.mark.parametrize("damage", ["/dev/zero", "fifo", "symlink to a copy", "oversize"])
def test_blob_or_manifest_that_is_not_a_regular_file_is_damage(copy, what, damage):
    """Regression (issue 24 item 5): a blob or manifest that was a symlink to /dev/zero grew the CLI to 23.6 GB, and a
    FIFO hung it forever. Only regular files are read (no symlink followed, a FIFO never opened for blocking), within
    a bound (a blob: the compressed size its recorded length allows): each is CorruptEntry at once, recompiled."""
    store, comp = copy
    stage = comp.stages["ttgir"].source
    assert isinstance(stage, Blob)
    path = store.blob(stage.digest, stage.size).path if what == "blob" else store._manifest_path("entries", comp.key)
    saved = path.read_bytes()
    path.unlink()
    if damage == "/dev/zero":
        path.symlink_to("/dev/zero")
    elif damage == "fifo":
        os.mkfifo(path)
    elif damage == "symlink to a copy":  # even the right bytes are not read through a link
        (path.parent / "elsewhere").write_bytes(saved)
        path.symlink_to(path.parent / "elsewhere")
    else:
        path.write_bytes(saved + b"\0" * (1 << 20) if what == "blob" else b" " * (store_mod.MAX_MANIFEST_BYTES + 1))
    started = time.monotonic()
    with pytest.raises(CorruptEntry, match="symlink|FIFO|character device|bound"):
        store.load(comp.key)
    assert time.monotonic() - started < 5


def test_bounded_blob_read_stops_a_zlib_bomb(tmp_path):
    """A blob whose file inflates far past its recorded length (a crafted zlib stream of the right compressed size)
    is decompressed only to one byte past that length: CorruptEntry, never 1 GB in memory."""
    import zlib

    store = Store(tmp_path)
    blob = store.put_blob(b"x" * 1000)
    bomb = zlib.compress(b"\0" * (1 << 30), 9)  # about 1 MB
    blob.path.write_bytes(bomb)
    handle = Blob(blob.path, blob.digest, blob.size, len(bomb))
    with pytest.raises(CorruptEntry, match="does not match its checksum"):
        handle.read_bytes()


def test_a_burst_of_young_entries_is_pruned_to_the_limit(tmp_path):
    """Regression (issue 24 item 5): a burst of compiles pushed the store to 2.4x its limit, because nothing used in
    the last 10 minutes (GRACE_S) was evicted. Over the limit by more than PRESSURE_MARGIN, keys older than
    PRESSURE_GRACE_S go too, least recently used first; what was written in the last PRESSURE_GRACE_S stays."""
    store = Store(tmp_path)
    now = time.time()
    keys = []
    for i in range(12):  # 12 entries of 20 kB, used 2 to 3.5 minutes ago: all inside the 10-minute grace
        key = f"{i:02d}" + "cd" * 31
        blob = store.put_blob(os.urandom(20000))
        store._write_manifest("entries", key, {"stages": [{"name": "ttir", "blob": store._ref_of(blob)}]})
        used = now - 210 + i * 10
        os.utime(store._manifest_path("entries", key), (used, used))
        os.utime(blob.path, (used, used))
        keys.append(key)
    fresh = store.put_blob(os.urandom(20000))  # a compile under way: its blob, no manifest yet
    total = store_info(store).total_bytes
    limit = total * 10 // 24  # the store is 2.4x its limit
    result = prune(store, max_size=limit, now=now)
    assert result.bytes_after <= limit * (1 + PRESSURE_MARGIN), (result, limit)
    assert fresh.path.exists()  # younger than PRESSURE_GRACE_S
    left = {p.stem for p in store.base.glob("entries/*/*.json")}
    assert left and left == set(keys[-len(left):])  # the most recently used stay
    # Within the margin, the 10-minute grace holds: nothing young is evicted.
    assert prune(store, max_size=int(result.bytes_after / (1 + PRESSURE_MARGIN / 2)), now=now).keys_removed == 0
    assert PRESSURE_GRACE_S < GRACE_S


def test_huge_sizes_and_ages_are_one_line():
    """Regression (issue 24 item 6): a 5,000-digit --max-size or $IR_EXPLORER_CACHE_MAX_SIZE raised OverflowError
    (float('9' * 5000) is inf); --older-than took it as an infinite age. Each is a UsageError with the value
    elided."""
    big = "9" * 5000
    for text, parse in ((big, parse_size), (big + "GB", parse_size), (big + "d", parse_age)):
        elided = r"^--x: '9{26}…9{12,14}(GB|d)? \(5,00[0-2] characters\)' is too large"
        with pytest.raises(UsageError, match=elided) as err:
            parse(text, "--x")
        assert len(str(err.value)) < 120
