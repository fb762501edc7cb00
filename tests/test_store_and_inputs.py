"""The store's guarantees, kernel-file and signature parsing, targets, and import hygiene."""

from __future__ import annotations

import zlib

import pytest
from conftest import DATA

from ir_explorer.capture.compiles import inspect_kernel
from ir_explorer.capture.kernel_files import parse_constexprs, parse_signature, user_kernel
from ir_explorer.core.errors import CorruptEntry, UsageError
from ir_explorer.core.model import KernelSpec, SigArg, Target, TensorArg
from ir_explorer.core.store import Store


def test_blobs_are_deduplicated_and_checked(tmp_path):
    store = Store(tmp_path)
    a = store.put_blob("same text\n" * 1000)
    b = store.put_blob(b"same text\n" * 1000)
    assert a == b and a.size == 10000 and a.zsize < 200
    assert len(list((tmp_path / "v1" / "blobs").rglob("*"))) == 2  # one folder, one file
    a.path.write_bytes(zlib.compress(b"other text"))
    with pytest.raises(CorruptEntry):
        a.read_bytes()
    assert not a.intact()
    store.put_blob("same text\n" * 1000)  # a damaged blob is rewritten, not reused
    assert a.read_bytes() == b"same text\n" * 1000


def test_missing_and_corrupt_manifests(tmp_path):
    store = Store(tmp_path)
    assert store.load("0" * 64) is None and store.load_passes("0" * 64) is None
    path = store._manifest_path("entries", "ab" * 32)
    path.parent.mkdir(parents=True)
    path.write_text('{"schema": 1, "key": "')
    with pytest.raises(CorruptEntry):
        store.load("ab" * 32)
    path.write_text('{"schema": 1, "key": "someone else"}')
    with pytest.raises(CorruptEntry):
        store.load("ab" * 32)


def test_store_location_precedence(tmp_path, monkeypatch):
    from ir_explorer.core.store import default_root

    monkeypatch.setenv("IR_EXPLORER_CACHE_DIR", str(tmp_path / "env"))
    assert default_root() == tmp_path / "env"
    assert default_root(str(tmp_path / "flag")) == tmp_path / "flag"
    monkeypatch.delenv("IR_EXPLORER_CACHE_DIR")
    assert default_root().name == "ir-explorer"


def test_signature_parsing_follows_compile_py():
    params = [("x_ptr", False), ("y_ptr", False), ("n", False), ("BLOCK", True)]
    args = parse_signature("*fp16:16, *fp32, i32:1, 128", params)
    assert args == (SigArg("x_ptr", "*fp16", 16), SigArg("y_ptr", "*fp32", None), SigArg("n", "i32", 1),
                    SigArg("BLOCK", None, None, 128))
    with pytest.raises(UsageError, match="the hint must be 16 or 1"):
        parse_signature("*fp16:8", params)
    with pytest.raises(UsageError, match="5 entries but the kernel has 4 parameters"):
        parse_signature("i32, i32, i32, i32, i32", params)


def test_constexpr_values_of_any_simple_type():
    assert parse_constexprs(["A=1", "B=2.5", "C=True", "D=None", "E=relu", "F='tanh'"]) == {
        "A": 1, "B": 2.5, "C": True, "D": None, "E": "relu", "F": "tanh"}
    with pytest.raises(UsageError, match="NAME=VALUE"):
        parse_constexprs(["oops"])


def _signature_kernel(store: Store, signature: str, constexprs: dict) -> KernelSpec:
    """``failing_kernels.py:bad_ptx`` with a signature, its parameters read by a real worker (once per session)."""
    def describe(path, function, args, consts):
        return inspect_kernel(path, function, args, consts, False, Target.parse("cuda:90"), store)

    return user_kernel(f"{DATA / 'failing_kernels.py'}:bad_ptx", signature, [], 4, 3, constexprs, describe)


def test_user_kernel_reports_parameters_left_without_value(store):
    with pytest.raises(UsageError, match="no value for parameter\\(s\\) BLOCK"):
        _signature_kernel(store, "*i32:16, *i32:16, i32", {})
    spec = _signature_kernel(store, "*i32:16, *i32:16, i32", {"BLOCK": 256})
    assert spec.configs[0].constexprs == (("BLOCK", 256),)


def test_targets():
    assert Target.parse("cuda:90").as_tuple() == ("cuda", 90, 32)
    assert Target.parse("hip:gfx942").as_tuple() == ("hip", "gfx942", 64)
    assert Target.parse("hip:gfx1100").warp_size == 32
    with pytest.raises(UsageError, match="known targets"):
        Target.parse("cuda:91")


def test_tensor_storage_bytes():
    t = TensorArg("a", "fp16", (4, 8))
    assert t.contiguous_strides == (8, 1) and t.storage_bytes == 64
    assert TensorArg("b", "fp32", (4, 8), strides=(1, 4)).storage_bytes == 128


def test_cache_key_follows_local_imports(tmp_path):
    """Editing a helper module a kernel imports must change the kernel's cache key."""
    from ir_explorer.capture.compiles import source_digest

    (tmp_path / "helpers.py").write_text("import triton\n@triton.jit\ndef f(x):\n    return x\n")
    (tmp_path / "kern.py").write_text("import triton\nfrom helpers import f\nimport os\n")
    before = source_digest(tmp_path / "kern.py")
    (tmp_path / "helpers.py").write_text("import triton\n@triton.jit\ndef f(x):\n    return x + 1\n")
    assert source_digest(tmp_path / "kern.py") != before
    with pytest.raises(UsageError, match="cannot read kernel file"):
        source_digest(tmp_path / "missing.py")


@pytest.mark.parametrize(("signature", "constexprs", "message"), [
    ("*fp32:16, *fp32:16, i32", {}, "--signature has 3 entries for 4 parameters, mapped in order "
                                    "(x_ptr=*fp32:16, y_ptr=*fp32:16, n=i32, BLOCK=?)"),
    ("*i32:16 *i32:16, i32, 128", {}, "entries are separated by commas"),
    ("*i32:16, , i32, 128", {}, "entry 2 is empty"),
    ("*i32:16, *i32:16, i32, i32", {}, "BLOCK is a tl.constexpr; give its value"),
    ("*i32:16, *i32:16, i32, 128", {"BLOCK": 64}, "BLOCK is given twice"),
])
def test_signature_mistakes_get_precise_messages(store, signature, constexprs, message):
    with pytest.raises(UsageError) as info:
        _signature_kernel(store, signature, constexprs)
    assert message in str(info.value)


def test_trailing_comma_in_signature_is_accepted():
    params = [("x_ptr", False), ("BLOCK", True)]
    assert parse_signature("*fp16:16, 64,", params) == (SigArg("x_ptr", "*fp16", 16), SigArg("BLOCK", None, None, 64))


def test_a_manifest_under_another_key_is_not_served(compiled, tmp_path):
    """Issue 24 item 4: after a targeted manifest edit that kept its checksum consistent (config 1's manifest written
    under config 0's key, its "key" and "sha256" made to match), config 1's PTX was served as config 0's. A manifest
    binds to the compile its key names: a read checks its config and target against the request's
    (:meth:`Request.binding`), and another compile's entry is refused, to be compiled again."""
    import json

    from ir_explorer.capture import bundled, compiles

    own, other = compiled("gelu", "cuda:90", 0), compiled("gelu", "cuda:90", 1)
    assert own.config != other.config and own.stage("ptx").text() != other.stage("ptx").text()
    private = Store(tmp_path / "store")
    for comp in (own, other):
        private.save(comp, {name: stage.text() if name != "cubin" else comp.stage("cubin").read_bytes()
                            for name, stage in comp.stages.items()})
    req = compiles.Request(bundled.get("gelu"), 0, Target.parse("cuda:90"))
    served = compiles._load_cached(private, own.key, False, bound=req.binding())
    assert served is not None and served.stage("ptx").text() == own.stage("ptx").text()
    moved = json.loads(private._manifest_path("entries", other.key).read_text())
    body = {k: v for k, v in moved.items() if k not in ("schema", "key", "sha256")}
    private._write_manifest("entries", own.key, body)  # its "key" and "sha256" made to match own.key
    assert private.load(own.key).stage("ptx").text() == other.stage("ptx").text()  # what was served
    with pytest.raises(CorruptEntry, match=f"store entry {own.key} is not the compile its key names: its config is "):
        private.load(own.key, bound=req.binding())
    assert compiles._load_cached(private, own.key, False, bound=req.binding()) is None
