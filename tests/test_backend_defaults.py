"""An unset ``num_warps``/``num_stages`` is the target backend's default (trial 10c M3).

Every compile without ``--num-stages`` used ``num_stages=3`` (``kernel_files.py``: ``num_stages or 3``), and the
header said "num_stages=3" on hip:gfx942, though a plain ``@triton.jit`` kernel launched without it gets
``HIPOptions.num_stages = 2`` (``triton/backends/amd/compiler.py``); on NVIDIA ``CUDAOptions.num_stages = 3``. The
worker now reads the default from the backend (``parse_options({})``) and each request resolves an unset option for
its target. The stage count is read back from the TTGIR: the pipeliner's shared buffers of A and B
(``ttg.local_alloc`` of ``!ttg.memdesc<Nx64x32xf16 …>``) hold num_stages - 1 tiles, so 1 on gfx942 by default, 2 with
``--num-stages 3``, and 3 on cuda:90 (its default 3 stages, one buffer more on NVIDIA's async-copy ring)."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT

from ir_explorer.capture.compiles import Request, backend_defaults, compile_all, with_backend_defaults
from ir_explorer.capture.stages import stage_text
from ir_explorer.core.model import Config, Target

KERNEL = f"{ROOT / 'tests/data/backend_defaults_matmul.py'}:matmul_kernel"
ARGS = ("a_ptr=fp16[1024,1024]", "b_ptr=fp16[1024,1024]", "c_ptr=fp16[1024,1024]", "M=1024", "N=1024", "K=1024",
        "stride_am=1024", "stride_ak=1", "stride_bk=1024", "stride_bn=1", "stride_cm=1024", "stride_cn=1")
CONSTS = {"BLOCK_M": 64, "BLOCK_N": 64, "BLOCK_K": 32}
# e.g.     %a_28 = ttg.local_alloc : () -> !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable> loc(#loc43)
_BUFFERS = re.compile(r"= ttg\.local_alloc : \(\) -> !ttg\.memdesc<(\d+)x(?:64x32|32x64)xf16\b")


def _compile(store, user_spec, target: str, num_stages: int | None = None):  # type: ignore[no-untyped-def]
    spec = user_spec(KERNEL, None, None, num_stages, dict(CONSTS), ARGS)
    (comp,) = compile_all([Request(spec, 0, Target.parse(target))], store)
    assert comp.ok, comp.failure
    return comp


def _buffers(comp, store) -> list[int]:  # type: ignore[no-untyped-def]
    """The leading dimension of A's and B's pipelined shared buffers, read from the TTGIR."""
    return [int(m.group(1)) for m in _BUFFERS.finditer(stage_text(comp, "ttgir", store))]


def test_the_spec_leaves_them_unset(user_spec) -> None:  # type: ignore[no-untyped-def]
    """Without --num-warps/--num-stages the kernel file's one config leaves both to the backend (None), and says so;
    one given is kept."""
    spec = user_spec(KERNEL, None, None, None, dict(CONSTS), ARGS)
    assert (spec.configs[0].num_warps, spec.configs[0].num_stages) == (None, None)
    assert "num_stages=(the backend's default)" in spec.configs[0].label()
    assert user_spec(KERNEL, None, 8, 4, dict(CONSTS), ARGS).configs[0].num_stages == 4


def test_hip_default_is_two_stages(store, user_spec) -> None:  # type: ignore[no-untyped-def]
    """hip:gfx942 without --num-stages compiles, reports and stores num_stages 2 (HIPOptions'), the header says
    whose default it is, and the TTGIR's A and B rings hold one tile each (2 stages)."""
    comp = _compile(store, user_spec, "hip:gfx942")
    assert comp.metadata["num_stages"] == 2
    assert comp.config.num_stages == 2 and comp.config.num_warps == 4
    assert dict(comp.config.defaults) == {"num_warps": "HIPOptions", "num_stages": "HIPOptions"}
    assert "num_stages=2 (HIP's default)" in comp.title()
    assert _buffers(comp, store) == [1, 1]
    again = store.load(comp.key)  # what the store keeps is the compiled config, without the marker
    assert again.config.num_stages == 2 and again.metadata["num_stages"] == 2


def test_cuda_default_is_still_three(store, user_spec) -> None:  # type: ignore[no-untyped-def]
    """cuda:90 without --num-stages: 3 stages (CUDAOptions'), A and B rings of 3 tiles."""
    comp = _compile(store, user_spec, "cuda:90")
    assert comp.metadata["num_stages"] == 3 and comp.config.num_stages == 3
    assert "num_stages=3 (CUDA's default)" in comp.title()
    assert _buffers(comp, store) == [3, 3]


def test_explicit_num_stages_wins_on_hip(store, user_spec) -> None:  # type: ignore[no-untyped-def]
    """--num-stages 3 on gfx942 is still 3 (rings of 2 tiles), not called a default in the header."""
    comp = _compile(store, user_spec, "hip:gfx942", 3)
    assert comp.metadata["num_stages"] == 3 and comp.config.num_stages == 3
    assert "num_stages=3]" in comp.title() and dict(comp.config.defaults) == {"num_warps": "HIPOptions"}
    assert _buffers(comp, store) == [2, 2]


def test_explicit_default_shares_the_key(store, user_spec) -> None:  # type: ignore[no-untyped-def]
    """--num-stages 2 on gfx942 compiles what the unset default compiles (HIPOptions(num_stages=2) either way): one
    store key, and the explicit one is not labelled a default."""
    unset = _compile(store, user_spec, "hip:gfx942")
    given = _compile(store, user_spec, "hip:gfx942", 2)
    assert unset.key == given.key
    assert "num_stages" not in dict(given.config.defaults) and "num_stages=2]" in given.title()


def test_backend_defaults_come_from_the_options_classes(store) -> None:  # type: ignore[no-untyped-def]
    """The worker's answer is Triton's: HIPOptions 4 warps, 2 stages; CUDAOptions 4 warps, 3 stages (Triton 3.9)."""
    hip = backend_defaults(Target.parse("hip:gfx950"), store)
    cuda = backend_defaults(Target.parse("cuda:100"), store)
    assert (hip["options_class"], hip["num_warps"], hip["num_stages"]) == ("HIPOptions", 4, 2)
    assert (cuda["options_class"], cuda["num_warps"], cuda["num_stages"]) == ("CUDAOptions", 4, 3)


@pytest.mark.parametrize("given", [(8, None), (None, 1)])
def test_only_unset_options_are_resolved(store, user_spec, given) -> None:  # type: ignore[no-untyped-def]
    """An autotune config's own value (or one given) stays; only the None one takes the backend's default."""
    spec = user_spec(KERNEL, None, None, None, dict(CONSTS), ARGS)
    spec = spec.__class__(**{**{f: getattr(spec, f) for f in spec.__dataclass_fields__},
                             "configs": (Config(spec.configs[0].constexprs, *given),)})
    (req,) = with_backend_defaults([Request(spec, 0, Target.parse("hip:gfx942"))], store)
    warps, stages = given
    assert (req.config.num_warps, req.config.num_stages) == (warps or 4, stages or 2)
    assert [n for n, _ in req.config.defaults] == ["num_warps" if warps is None else "num_stages"]


def test_an_autotune_config_without_num_stages(store, user_spec) -> None:  # type: ignore[no-untyped-def]
    """``triton.Config(num_stages=None)`` is the backend's default (2 on gfx942, rings of 1 tile), as Triton's
    ``parse_options`` drops a None; a ``triton.Config`` that leaves num_stages out has that class's own default, 3
    (rings of 2), as the autotuner launches it (``Config.all_kwargs``); num_warps=8 stays 8."""
    ref = KERNEL.replace(":matmul_kernel", ":tuned_kernel")
    spec = user_spec(ref, None, None, None, {}, ARGS)
    assert [(c.num_warps, c.num_stages) for c in spec.configs] == [(4, None), (8, 3)]
    comps = compile_all([Request(spec, i, Target.parse("hip:gfx942")) for i in range(2)], store)
    assert all(c.ok for c in comps), [c.failure for c in comps]
    assert [c.metadata["num_stages"] for c in comps] == [2, 3]
    assert [_buffers(c, store) for c in comps] == [[1, 1], [2, 2]]
    assert "num_stages=2 (HIP's default)" in comps[0].title() and "num_stages=3]" in comps[1].title()


def test_selfcheck_holds_the_resolved_config(store, user_spec) -> None:  # type: ignore[no-untyped-def]
    """selfcheck's ``config`` rule: the spec's unset num_stages holds at the value the request resolved (recorded in
    ``Config.defaults``), not at any value (test_corpus flagged "config 0 is …_w4_s2, the spec's is …_wd_sd")."""
    import dataclasses

    from ir_explorer.engines.consistency import CheckResult, check

    spec = user_spec(KERNEL, None, None, None, dict(CONSTS), ARGS)
    comp = _compile(store, user_spec, "hip:gfx942")
    assert [v for v in check(comp, [], {}, {}, expected_config=spec.configs[0]).violations if v[0] == "config"] == []
    unmarked = dataclasses.replace(comp, config=comp.config.compiled())  # a value no request resolved
    assert [v for v in check(unmarked, [], {}, {}, expected_config=spec.configs[0], result=CheckResult()).violations
            if v[0] == "config"]


def test_a_default_resolved_compile_is_served_from_the_store(store, user_spec, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A second compile of a kernel without --num-stages, after its SASS was derived, is a cache hit, no worker
    started. ``Store.add_stage`` (the SASS that report and selfcheck derive) saved the entry with the request's
    config, whose ``defaults`` note ({'num_stages': 'CUDAOptions'}) the request's binding (the compiled config) does
    not carry; ``Store.load`` compared the two as they were, called the entry "not the compile its key names",
    discarded it and compiled again, on every run (a cached selfcheck of a trial kernel took 8.5 s, not 1.7 s).
    The manifest now keeps the compiled config, and a manifest written before still loads."""
    import json

    from ir_explorer.capture import compiles
    from ir_explorer.capture.disassemble import with_sass

    spec = user_spec(KERNEL, None, None, None, dict(CONSTS), ARGS)
    (first,) = compile_all([Request(spec, 0, Target.parse("cuda:90"), passes=True)], store)
    assert first.ok, first.failure
    assert dict(first.config.defaults) == {"num_warps": "CUDAOptions", "num_stages": "CUDAOptions"}
    with_sass(first, store)
    manifest = store.root / "v1" / "entries" / first.key[:2] / f"{first.key}.json"
    data = json.loads(manifest.read_text())
    assert "defaults" not in data["config"] and "sass" in {s["name"] for s in data["stages"]}
    # an entry the earlier code wrote (the note in its config) is still this compile's
    noted = {**data["config"], "defaults": {"num_stages": "CUDAOptions"}}
    assert store.load(first.key, bound={"config": noted, "target": data["target"]}) is not None

    def no_worker(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise AssertionError("a worker was started for a cached compile")

    monkeypatch.setattr(compiles, "_start", no_worker)
    (again,) = compile_all([Request(spec, 0, Target.parse("cuda:90"), passes=True)], store)
    assert again.cache_hit and again.key == first.key
    assert "num_stages=3 (CUDA's default)" in again.title()
