"""Reports kept in the store (:mod:`ir_explorer.engines.report_cache`, issue 23 item 7).

Real reports (the session's compiles) read back equal to the ones made; a kept report is served only for the
same analyses' version and inputs, and a damaged or foreign one is built again without a traceback. Each test
that writes a kept report uses a store of its own (the compile copied into it), never the session's.
"""

from __future__ import annotations

import dataclasses
import json
import math
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from conftest import run_cli

from ir_explorer.analyses.findings import Claim, Fact, Finding, Ref
from ir_explorer.core.model import Compilation, Resources
from ir_explorer.core.store import Store
from ir_explorer.engines import report_cache
from ir_explorer.engines.report import REPORT_STAGES, Report, build_report
from ir_explorer.engines.report_cache import (
    claim_from_json,
    decode,
    encode,
    fact_from_json,
    finding_from_json,
    finding_to_json,
    ref_from_json,
    report_from_json,
    report_to_json,
    stored_report,
)

#: (kernel, target, config) of the reports round-tripped: NVIDIA with SASS, AMD, another config, attention
CASES = [("matmul", "cuda:90", 0), ("matmul", "hip:gfx942", 0), ("matmul_autotuned", "cuda:80", 2),
         ("flash_attention_fwd", "cuda:100", 0)]


@pytest.fixture(scope="module")
def reports(compiled: Callable[..., Compilation], store: Store) -> dict[tuple[str, str, int], Report]:
    return {case: build_report(compiled(*case), store) for case in CASES}


def _own(comp: Compilation, store: Store, root: Path) -> tuple[Compilation, Store]:
    """``comp`` copied into a store of its own at ``root`` (its stages' and source's blobs, its manifest)."""
    own = Store(root)
    data = {name: stage.read_bytes() for name, stage in comp.stages.items()}
    source = comp.python_source.read_bytes().decode() if comp.python_source is not None else None
    own.save(comp, data, source)
    loaded = own.load(comp.key)
    assert loaded is not None
    return loaded, own


def _through_json(data: Any) -> Any:
    return json.loads(json.dumps(data))


def test_real_reports_read_back_equal(reports: dict[tuple[str, str, int], Report]) -> None:
    """report_from_json(report_to_json(r)) == r, through JSON text, for each report; the reports hold what the
    form must keep (templates and claims, facts, tuples and integer keys in data and metrics)."""
    findings = [f for rep in reports.values() for f in rep.findings]
    assert any(f.template and f.claims for f in findings)
    assert any(f.facts for f in findings)
    assert any(isinstance(k, int) for rep in reports.values() for v in rep.metrics.values()
               if isinstance(v, dict) for k in v)  # global_loads: {bits: count}
    for case, rep in reports.items():
        back = report_from_json(_through_json(report_to_json(rep)))
        assert back == rep, case
        assert back.to_json() == rep.to_json()
        for f in rep.findings:
            assert finding_from_json(_through_json(finding_to_json(f))) == f
            for c in f.claims:
                assert claim_from_json(_through_json(c.to_json())) == c
                for r in c.about:
                    assert ref_from_json(_through_json(r.to_json())) == r
            for fact in f.facts:
                assert fact_from_json(_through_json(fact.to_json())) == fact


def test_a_finding_with_refs_shapes_and_nested_data_reads_back_equal() -> None:
    """What the analyses' claims may hold (refs, a shape, a nested key), beyond what today's reports carry."""
    f = Finding(kind="shared_memory", severity="warn", stage="ttgir", template="{n} loads of {tile:x} at {sub/v}",
                claims=(Claim("n", 3, "count", "ref", (Ref("ttgir", 12, "ttg.local_load"), Ref("ptx", 40))),
                        Claim("tile", (64, 128), "shape", "ref"), Claim("sub/v", 0.25, "percent", "ref")),
                lines=(12, 14), python_file="k.py", python_line=7, data={"ways": {2: 1}, "sub": {"w": (1, 2)}},
                facts=(Fact("ttgir", 12, "ttg.local_load", "loads", absent="#shared1"),))
    assert f.message == "3 loads of 64x128 at 0.25"
    assert finding_from_json(_through_json(finding_to_json(f))) == f


def test_plain_to_json_reads_as_the_same_finding(reports: dict[tuple[str, str, int], Report]) -> None:
    """Finding.to_json (the --json form, no template, data as plain JSON) reads back into a finding with the same
    message, claims and facts (its data equal where it holds only JSON's types)."""
    for rep in reports.values():
        for f in rep.findings:
            back = finding_from_json(_through_json(f.to_json()))
            assert (back.message, back.claims, back.facts, back.lines) == (f.message, f.claims, f.facts, f.lines)
            assert back.to_json() == _through_json(f.to_json())


def test_tagged_values_keep_tuples_keys_and_floats() -> None:
    value = {"shape": (64, 128), 32: 4, "nested": [{"x": (1, (2, 3))}, {(1, 2): "k"}], "$tuple": "literal",
             "inf": math.inf, "f": 0.5, "none": None, "flag": True}
    back = decode(_through_json(encode(value)))
    assert back == value
    assert isinstance(back["shape"], tuple) and 32 in back and isinstance(back["nested"][0]["x"][1], tuple)
    assert decode(_through_json(encode({"$map": 1}))) == {"$map": 1}  # a key that looks like a tag
    with pytest.raises(ValueError):
        encode({"s": {1, 2}})
    for bad in ({"$float": "1e999x"}, {"$tuple": 3}, {"$map": [[[1], 2]]}, {"$map": [[1]]}, math.nan):
        with pytest.raises(ValueError):
            decode(bad)
    deep: Any = 0
    for _ in range(report_cache.MAX_DEPTH + 2):
        deep = [deep]
    with pytest.raises(ValueError):
        decode(deep)


def _count_builds(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Count the times report_cache runs the analyses."""
    calls: list[int] = []
    real = report_cache.analyze_stages

    def counted(*args: Any, **kwargs: Any) -> Report:
        calls.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(report_cache, "analyze_stages", counted)
    return calls


def test_a_kept_report_is_served_until_the_analyses_change(compiled: Callable[..., Compilation], store: Store,
                                                            tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    comp, own = _own(compiled("matmul", "cuda:90"), store, tmp_path)
    fresh = build_report(comp, own)
    calls = _count_builds(monkeypatch)
    assert stored_report(comp, own) == fresh and len(calls) == 1
    kept = own.load_report(comp.key, ",".join(REPORT_STAGES))
    assert kept is not None and kept["analyses"] == report_cache.analyses_version()
    assert stored_report(comp, own) == fresh and len(calls) == 1  # read back, not built
    # the metrics-only stage set is a variant of its own, beside the full one
    assert report_cache.stored_metrics(comp, own, ("ttir", "ttgir", "ptx", "amdgcn")) == build_report(
        comp, own, ("ttir", "ttgir", "ptx", "amdgcn")).metrics
    assert len(calls) == 2 and own.load_report(comp.key, ",".join(REPORT_STAGES)) is not None
    # another analyses' version (an edit to an analysis): built again, and the other version's variants dropped
    monkeypatch.setattr(report_cache, "_VERSION", ["another version"])
    assert stored_report(comp, own) == fresh and len(calls) == 3
    assert own.load_report(comp.key, "ttir,ttgir,ptx,amdgcn") is None
    assert own.load_report(comp.key, ",".join(REPORT_STAGES))["analyses"] == "another version"  # type: ignore[index]
    # other inputs (registers read from a cubin for a Triton cache entry): built again
    other = dataclasses.replace(comp, resources=Resources(registers=17))
    assert stored_report(other, own).metrics.get("registers") == 17 and len(calls) == 4


def test_passes_captured_after_the_report_was_kept_make_it_again(compiled: Callable[..., Compilation], store: Store,
                                                                  tmp_path: Path) -> None:
    """The shared-memory analysis reads Triton's scratch sizes from the per-pass snapshots when they were captured
    (``passes``): a report kept before they were is built again once they are, not served without them."""
    with_passes = compiled("matmul", "cuda:90", passes=True)
    comp, own = _own(with_passes, store, tmp_path)
    before = stored_report(comp, own)
    loaded = store.load_passes(comp.key)
    assert loaded is not None
    passes, final = loaded
    own.save_passes(comp.key, [dataclasses.replace(p, source=own.put_blob(p.source.read_bytes())) for p in passes],
                    own.put_blob(final.read_bytes()) if final is not None else None)
    after = stored_report(comp, own)
    assert after == build_report(comp, own) != before
    assert any(f.data.get("scratch_source", "").startswith("allocation.size") for f in after.findings)


def test_the_version_covers_the_analyses_sources() -> None:
    files = {p.relative_to(report_cache._PACKAGE).as_posix() for p in report_cache._sources()}
    assert {"analyses/coalescing.py", "analyses/findings.py", "engines/report.py", "ir/mlir_model.py",
            "core/units.py", "core/model.py"} <= files
    assert any(f.startswith("analyses/axisinfo/") for f in files)
    assert len(report_cache.analyses_version()) == 64


def _damage(path: Path, how: str, own: Store, key: str) -> None:
    if how == "truncated":
        path.write_bytes(path.read_bytes()[:1000])
    elif how == "checksum":  # a number changed by hand: the manifest's sha256 no longer holds
        path.write_text(path.read_text().replace('"registers": ', '"registers": 1', 1))
    elif how == "symlink":
        path.unlink()
        path.symlink_to("/dev/zero")
    elif how == "oversize":
        path.write_bytes(b" " * (16 << 20) + b"{}")
    elif how in ("types", "foreign", "template"):  # consistent checksums, wrong content: written by the store itself
        body = own.load_report(key, ",".join(REPORT_STAGES))
        assert body is not None
        if how == "types":
            body["report"]["findings"][0]["lines"] = ["12"]
        elif how == "template":  # 100 MB of padding, were it rendered
            f = next(f for f in body["report"]["findings"] if f["template"] and f["claims"])
            f["template"] = "{" + f["claims"][0]["key"] + ":100000000}"
        else:
            body["report"] = {"findings": [{"kind": "no such kind"}], "summary": [], "metrics": {}}
        own._write_manifest("reports", key, {"variants": {",".join(REPORT_STAGES): body}})


@pytest.mark.parametrize("how", ["truncated", "checksum", "symlink", "oversize", "types", "foreign", "template"])
def test_a_damaged_kept_report_is_built_again(how: str, compiled: Callable[..., Compilation], store: Store,
                                              tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    comp, own = _own(compiled("matmul", "cuda:90"), store, tmp_path)
    fresh = stored_report(comp, own)
    path = own._manifest_path("reports", comp.key)
    _damage(path, how, own, comp.key)
    calls = _count_builds(monkeypatch)
    assert stored_report(comp, own) == fresh and calls == [1]
    assert stored_report(comp, own) == fresh and calls == [1]  # and kept again, whole


def test_report_json_is_the_same_cached_and_fresh(compiled: Callable[..., Compilation], store: Store,
                                                  cli_env: dict[str, str], tmp_path: Path) -> None:
    """`report --json` with no kept report, then with the one that run kept: the same bytes, and the second run
    read the kept report (its file was not written again). Another analyses' tree would not have matched."""
    comp = compiled("matmul", "cuda:90")
    root = tmp_path / "store"
    own, _ = _own(comp, store, root)
    env = dict(cli_env, IR_EXPLORER_CACHE_DIR=str(root))
    args = ["report", "matmul", "--target", "cuda:90", "--json"]
    first = run_cli(args, env)
    assert first.returncode == 0, first.stderr
    kept = Store(root)._manifest_path("reports", comp.key)
    written = kept.stat().st_mtime_ns
    second = run_cli(args, env)
    assert second.returncode == 0, second.stderr
    assert kept.stat().st_mtime_ns == written
    assert second.stdout == first.stdout
    # read back, the report imports none of the analyses (report_cache.stored_report needs only their types)
    timed = subprocess.run([sys.executable, "-X", "importtime", "-m", "ir_explorer", *args], capture_output=True,
                           text=True, env=env)
    assert timed.returncode == 0 and timed.stdout == first.stdout
    imported = {line.rsplit("|", 1)[-1].strip() for line in timed.stderr.splitlines() if line.startswith("import time")}
    assert "ir_explorer.engines.report_cache" in imported
    assert not imported & {"ir_explorer.analyses.coalescing", "ir_explorer.analyses.machine_widths",
                           "ir_explorer.analyses.shared_memory", "ir_explorer.analyses.axisinfo",
                           "ir_explorer.ir.sourcemap"}
    # a damaged kept report: the same output, nothing on stderr, the report kept again
    kept.write_bytes(kept.read_bytes()[:-100])
    damaged = run_cli(args, env)
    assert (damaged.returncode, damaged.stdout, damaged.stderr) == (0, first.stdout, "")
    assert Store(root).load_report(comp.key, ",".join(REPORT_STAGES)) is not None
    results = json.loads(first.stdout)["results"]
    assert [r["key"] for r in results] == [comp.key]
    assert {k: results[0][k] for k in ("summary", "metrics", "findings")} == _through_json(
        build_report(own, Store(root)).to_json())


def test_a_kept_report_is_evicted_and_discarded_with_its_compile(compiled: Callable[..., Compilation], store: Store,
                                                                 tmp_path: Path) -> None:
    """``cache prune`` evicts the kept reports with the compile's other manifests (one key), and
    :meth:`Store.discard` forgets them with the entry."""
    import time

    from ir_explorer.core.store_limits import prune

    comp, own = _own(compiled("matmul", "cuda:90"), store, tmp_path / "a")
    stored_report(comp, own)
    kept = own._manifest_path("reports", comp.key)
    assert kept.is_file()
    result = prune(own, older_than_s=60, now=time.time() + 3600)
    assert result.keys_removed >= 1 and not kept.exists() and own.load(comp.key) is None
    comp, own = _own(compiled("matmul", "cuda:90"), store, tmp_path / "b")
    stored_report(comp, own)
    own.discard(comp.key)
    assert not own._manifest_path("reports", comp.key).exists()
