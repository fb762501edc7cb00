"""Issue 28, item 8 ("JSON"): every ``--json`` output validated against a JSON Schema written from docs/json.md
(jsonschema, draft 2020-12), numbers as numbers, and every top-level field of each output documented there.

The schemas say what docs/json.md says: each field's type, required where the doc says it is always there. New
fields are allowed (the doc promises that new fields do not raise ``schema_version``). ``bench`` needs a CUDA GPU:
its test is marked ``gpu`` and skips without one.
"""

from __future__ import annotations

import json
import re
import shutil
import sys
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from conftest import DATA, run_cli

DOC = (Path(__file__).resolve().parent.parent / "docs" / "json.md").read_text()

INT: dict[str, Any] = {"type": "integer"}
NUM: dict[str, Any] = {"type": "number"}
STR: dict[str, Any] = {"type": "string"}
BOOL: dict[str, Any] = {"type": "boolean"}
ANY: dict[str, Any] = {}


def null(schema: dict[str, Any]) -> dict[str, Any]:
    """``schema`` or ``null``."""
    return {"anyOf": [schema, {"type": "null"}]}


def obj(**fields: dict[str, Any]) -> dict[str, Any]:
    """An object that has every one of ``fields``, each of its schema (more fields allowed)."""
    return {"type": "object", "required": list(fields), "properties": fields}


def array(items: dict[str, Any], min_items: int = 0) -> dict[str, Any]:
    return {"type": "array", "items": items, "minItems": min_items}


def counts(value: dict[str, Any] = INT) -> dict[str, Any]:
    """``{name: number}``."""
    return {"type": "object", "additionalProperties": value}


def top(**fields: dict[str, Any]) -> dict[str, Any]:
    """A command's output: ``schema_version`` 1 first, then ``fields``."""
    return obj(schema_version={"const": 1}, **fields)


CONFIG = obj(constexprs={"type": "object"}, num_warps=INT, num_stages=INT, options={"type": "object"})
FAILURE = null(obj(stage=null(STR), message=STR))
COMPILATION = {"kernel": STR, "config_index": INT, "target": {"type": "string", "pattern": r"^(cuda|hip):\w+$"}}
KEY = {"type": "string", "pattern": "^[0-9a-f]{64}$"}
#: report's metrics: every number a number (docs/json.md, `report`).
METRICS = {"type": "object", "properties": {
    "mma": null(STR), "mma_instructions": null(counts()), "global_loads": null(counts()),
    "min_load_bits": null(INT), "min_store_bits": null(INT), "shared_bytes": null(INT), "registers": null(INT),
    "spill_bytes": null(INT), "local_memory_insts": null(INT), "convert_layouts": null(INT),
    "pipelined_stages": null(INT), "occupancy_ctas_per_sm": null(INT), "occupancy_warps_per_sm": null(INT),
    "max_elements_per_thread": null(INT), "i32_offset_products": null(INT), "local_depot_bytes": null(INT),
    "constant_table_loads": null(counts()), "uncoalesced_accesses": null(INT), "undecoded_layouts": null(INT)}}
FACT = obj(stage=STR, line=INT, text=STR, claim=STR, absent=null(STR))
#: A finding's data, at every depth: no object has a key "0". A claim key's decimal part is a list index
#: (docs/json.md): ``tensors/0/registers`` is ``data.tensors[0].registers``, never ``data.tensors["0"]`` (maps keyed
#: by a number, as bits in ``loads``, never have a 0). An embedded resource ($id), so that its $refs are its own.
FINDING_DATA: dict[str, Any] = {
    "$id": "urn:ir-explorer:finding-data", "$ref": "#/$defs/object",
    "$defs": {"value": {"anyOf": [{"type": ["string", "number", "boolean", "null"]},
                                  {"type": "array", "items": {"$ref": "#/$defs/value"}}, {"$ref": "#/$defs/object"}]},
              "object": {"type": "object", "not": {"required": ["0"]},
                         "additionalProperties": {"$ref": "#/$defs/value"}}}}
FINDING = obj(kind=STR, severity={"enum": ["error", "warn", "info"]}, message=STR, stage=STR, lines=array(INT),
              python_file=null(STR), python_line=null(INT), data=FINDING_DATA, facts=array(FACT))
CHECK_RESULT = obj(kind=STR, expectation=STR, stage=null(STR), passed=BOOL, evidence=STR, line=null(INT))
RESOURCES = null(obj(registers=INT, source=STR))

SCHEMAS: dict[str, dict[str, Any]] = {
    "list": top(kernels=array(obj(name=STR, function=STR, path=STR, description=STR, backends=array(STR, 1),
                                  args=array(STR), constexprs={"type": "object"},
                                  configs=array({**CONFIG, "required": [*CONFIG["required"], "index", "name"]}, 1)),
                              1),
                targets=counts(STR), default_target=STR, stages=array(STR, 1)),
    "list --captured": top(captured=array(obj(name=STR, function=STR, targets=array(STR), configs=array(STR),
                                              keys=array(KEY))),
                           autotune=array(obj(source=STR, kernel=STR, timings=array({"type": "object"})))),
    "dump": top(results=array(obj(**COMPILATION, key=KEY, config=CONFIG, cache_hit=BOOL, triton_version=STR,
                                  stage=STR, text=STR, header=STR, shared_bytes=null(INT), num_warps=INT,
                                  num_stages=INT, resources=RESOURCES, stage_times_ms=counts(NUM),
                                  compile_ms=null(NUM)), 1)),
    "report": top(results=array(obj(**COMPILATION, key=KEY, failure=FAILURE, config=CONFIG, num_warps=INT,
                                    num_stages=INT, summary=counts(STR), metrics=METRICS, findings=array(FINDING)),
                                1)),
    "compare": top(kernel=STR, columns=array(obj(name=STR, metrics=array(STR, 1), differs=BOOL), 1),
                   timings_from=null({"type": "object"}),
                   rows=array(obj(**COMPILATION, key=KEY, failure=FAILURE, config=CONFIG, label=STR, metrics=METRICS,
                                  cells=counts(STR), timing=null({"type": "object"})), 1)),
    "diff": top(stage=STR, left=STR, right=STR, is_empty=BOOL,
                summary=array(obj(name=STR, before=ANY, after=ANY, text=STR)),
                opcode_deltas=array(obj(**{"class": STR}, before=INT, after=INT, delta=INT)),
                diff=obj(stage=STR, left_lines=INT, right_lines=INT, is_empty=BOOL, changes=array(ANY)),
                unified=array(STR)),
    "passes": top(results=array(obj(**COMPILATION, failure=FAILURE, timing=null(STR),
                                    stage_times=obj(total_ms=NUM, stages=array(obj(stage=STR, ms=NUM,
                                                                                   share=null(NUM)))),
                                    passes=array(obj(index=INT, name=STR, arg=STR, scope=null(STR), kind=STR,
                                                     changed=BOOL, lines_added=INT, lines_removed=INT,
                                                     time_ms=null(NUM),
                                                     ir_after=null(obj(lines=INT, ops=INT,
                                                                       largest_tensor=null(obj(type=STR,
                                                                                               elements=INT))))),
                                                 1)), 1)),
    "blame": top(query={"type": "object"}, dialect=STR,
                 results=array(obj(**COMPILATION, failure=FAILURE, found=BOOL, initial=INT, final=INT,
                                   first=null({"type": "object"}),
                                   changes=array(obj(index=INT, pass_index=INT, before=INT, after=INT,
                                                     before_snippet=array(STR), after_snippet=array(STR)))), 1)),
    "check": top(passed=BOOL, results=array(obj(**COMPILATION, failure=FAILURE, passed=BOOL,
                                                results=array(CHECK_RESULT, 1)), 1)),
    "history": top(kernel=STR, config_index=INT, target=STR, metrics=array(STR, 1),
                   rows=array(obj(triton_version=STR, key=KEY, failure=FAILURE, metrics=METRICS, cells=counts(STR),
                                  checks=array(CHECK_RESULT)), 1),
                   first_changed=counts(null(STR)),
                   breaks=array(obj(expectation=STR, release=STR, last_good=null(STR), evidence=STR))),
    "selfcheck": top(results=array(obj(**COMPILATION, key=KEY, failure=FAILURE, checked=INT, unchecked=INT,
                                       violations=array(obj(check=STR, text=STR))), 1)),
    "cache info": top(root=STR, total_bytes=INT, blob_bytes=INT, blobs=INT, entries=INT, kernel_descriptions=INT,
                      oldest_use=null(NUM), newest_use=null(NUM), limit_bytes=null(INT)),
    "triton list": top(installed=null(STR), toolchains=array(obj(version=STR, path=STR))),
    "snapshot check|update": top(root=STR, version=STR, updated=BOOL, compiles=INT, failed_compiles=INT,
                                 files=array(STR)),
    "capture": top(id=STR, started=STR, exit_code=INT, command=array(STR), kernels=array({"type": "object"}),
                   autotune=array({"type": "object"}), skipped=array(ANY), errors=array(ANY)),
    "PATH listings (`--list`, and a PATH of several kernels)":
        top(path=STR, kind=STR, kernels=array(obj(kernel=STR, entry=STR, stages=array(STR), triton_version=null(STR),
                                                  target=STR, num_warps=null(INT)), 1)),
    "bench": top(kernel=STR, device=obj(name=STR, capability=array(INT), sms=INT, torch=STR, triton=STR),
                 rows=array({"type": "object", "required": ["dims", "label"],
                             "properties": {"dims": counts(INT), "label": STR, "config_index": null(INT),
                                            "ms": null(NUM), "flops": null(NUM), "bytes": null(NUM),
                                            "error": null(STR), "metrics": null({"type": "object"})}}, 1)),
}

#: (docs/json.md section, command line): every --json output that runs without a GPU.
RUNS = [
    ("list", ["list"]),
    ("list --captured", ["list", "--captured"]),
    ("dump", ["dump", "matmul", "-s", "ptx"]),
    ("report", ["report", "matmul"]),
    ("report", ["report", "gelu", "-t", "hip:gfx942"]),
    ("compare", ["compare", "matmul"]),
    ("diff", ["diff", "matmul", "--targets", "cuda:90", "cuda:80", "-s", "ttir"]),
    ("passes", ["passes", "matmul"]),
    ("blame", ["blame", "matmul", "--op", "tt.dot"]),
    ("check", ["check", "matmul", "--max-spills", "100000", "--expect", "ptx: wgmma"]),
    ("history", ["history", "matmul", "--tritons", "installed", "--max-spills", "100000"]),
    ("selfcheck", ["selfcheck", "matmul"]),
    ("cache info", ["cache", "info"]),
    ("triton list", ["triton", "list"]),
    ("snapshot check|update", ["snapshot", "check", "-k", "matmul", "-t", "cuda:90"]),
    ("capture", ["capture", "--", sys.executable, "-c", "pass"]),
    ("PATH listings (`--list`, and a PATH of several kernels)",
     ["dump", str(DATA / "triton_caches" / "3.6.0"), "--list"]),
]


def section(name: str) -> str:
    """docs/json.md's section ``## `name` ``, up to the next one."""
    head = f"## `{name}`" if not name.startswith("PATH") else f"## {name}"
    assert head in DOC, f"docs/json.md has no section {head}"
    return DOC.split(head, 1)[1].split("\n## ", 1)[0]


def test_every_schema_is_valid_and_every_json_command_has_one():
    """Each schema is a valid JSON Schema, and every docs/json.md section has one (a new section, a new test)."""
    for schema in SCHEMAS.values():
        jsonschema.Draft202012Validator.check_schema(schema)
    documented = [line[3:].strip("`") for line in DOC.splitlines() if line.startswith("## ")]
    assert sorted(documented) == sorted(SCHEMAS)


@pytest.mark.parametrize(("doc", "args"), RUNS, ids=[d.split(" (")[0] for d, _ in RUNS])
def test_json_output_matches_its_schema_and_its_doc(compiled, cli_env, doc, args):
    """Regression: docs/json.md had no section for `history`, `selfcheck`, `cache info` and `triton list`, and
    `history --json` gave display strings (`"shared": "0 B"`) where numbers belong. Each output now validates
    against its schema (numbers are numbers), and its section names every top-level field and every field of
    its first row."""
    compiled("matmul", "cuda:80")
    res = run_cli([*args[:2], "--json", *args[2:]] if args[0] in ("cache", "triton", "snapshot") else
                  [*args[:1], "--json", *args[1:]], cli_env)
    assert res.returncode == 0, res.stderr
    out = json.loads(res.stdout)
    jsonschema.validate(out, SCHEMAS[doc])
    text = section(doc)
    fields = set(out) - {"schema_version"}
    for rows_key in ("results", "rows", "kernels"):
        rows = out.get(rows_key) or []
        fields |= {k for r in rows[:1] if isinstance(r, dict) for k in r} - {
            "kernel", "config_index", "target", "key", "failure", "config"}
    missing = sorted(f for f in fields if f"`{f}`" not in text)
    assert not missing, f"docs/json.md, {doc}: {missing}"


def test_history_gives_numbers(compiled, cli_env):
    """Regression: `history --json` gave `"shared": "96 KiB"` (the table's text) and no number; each row now has
    the report's metrics as numbers beside the cells."""
    matmul = compiled("matmul")
    res = run_cli(["history", "matmul", "--tritons", "installed", "--metric", "regs,shared,loads", "--json"],
                  cli_env)
    assert res.returncode == 0, res.stderr
    [row] = json.loads(res.stdout)["rows"]
    assert row["metrics"] == {"registers": matmul.resources.registers, "shared_bytes": matmul.shared_bytes,
                              "min_load_bits": 128}
    assert row["cells"]["shared"] == f"{matmul.shared_bytes // 1024} KiB"


@pytest.mark.gpu
def test_bench_json_matches_its_schema(cli_env):
    """`bench --json` (docs/json.md, `bench`) on a CUDA GPU; skipped without one."""
    if shutil.which("nvidia-smi") is None:
        pytest.skip("needs a CUDA GPU")
    res = run_cli(["bench", "gelu", "--json", "--size", "4096"], cli_env)
    assert res.returncode == 0, res.stderr
    jsonschema.validate(json.loads(res.stdout), SCHEMAS["bench"])


#: Objects whose keys are values, not field names: constexpr and option names, instruction and op names, bits,
#: parts, stages, resources, the TTGIR layout attribute's own parameter names (docs/json.md names each map).
_VALUE_KEYED = frozenset({"constexprs", "options", "counts", "instructions", "mma_instructions", "global_loads",
                          "constant_table_loads", "layout", "narrow", "async_ops", "ptx_instructions", "loads",
                          "stores", "async", "atomics", "scalar_loads", "constant_table", "limits", "run", "depots",
                          "stage_times_ms", "widths", "defaults"})
# e.g. `data.bank_model`   e.g. `redundant/cause_op`   e.g. `"options": {NAME: VALUE}`
_SPAN = re.compile(r"`([^`\n]+)`")


def _documented_names() -> set[str]:
    """Every name docs/json.md gives in a code span, alone or as a part of a path (`data.bank_model`, `a/source`)."""
    names: set[str] = set()
    for span in _SPAN.findall(DOC):
        for part in re.split(r"[./ ]", span):
            names.add(part.strip('"{}:,…[]()'))
    return names


def _field_names(value: Any, path: str = "") -> dict[str, str]:
    """``{key: a path where it occurs}`` for every field name of a JSON value, at every depth, leaving out the keys
    of the value-keyed objects (:data:`_VALUE_KEYED`) and keys that are not identifiers (bits, `128-bit`)."""
    out: dict[str, str] = {}
    if isinstance(value, dict):
        for k, v in value.items():
            if re.fullmatch(r"[A-Za-z_]\w*", k):
                out.setdefault(k, f"{path}.{k}")
            if k not in _VALUE_KEYED:
                for name, where in _field_names(v, f"{path}.{k}").items():
                    out.setdefault(name, where)
    elif isinstance(value, list):
        for item in value:
            for name, where in _field_names(item, f"{path}[]").items():
                out.setdefault(name, where)
    return out


#: trial 9a's DeepSeek weight dequant on gfx950: AMD scalar loads, i32 address-product warnings
_DEQUANT = [f"{DATA / 'trial2_kernels/t9a_ds_weight_dequant.py'}:ds_weight_dequant",
            "--arg", "x_ptr=fp8e4nv[18432,7168]", "--arg", "s_ptr=fp32[144,56]", "--arg", "y_ptr=bf16[18432,7168]",
            "--arg", "M=18432", "--arg", "N=7168", "--constexpr", "BLOCK_SIZE=128", "--num-warps", "4",
            "-t", "hip:gfx950"]


@pytest.mark.parametrize("args", [["matmul", "-t", "hip:gfx942"], ["flash_attention_fwd", "-t", "cuda:90"],
                                  ["matmul", "-t", "cuda:100"], _DEQUANT],
                         ids=lambda a: f"{a[0].rsplit(':', 1)[-1]}-{a[-1]}")
def test_every_report_key_is_documented(compiled, cli_env, args):
    """Regression: `report --json` had keys docs/json.md did not name (`scalar_loads`, `untraced_scalar_loads`,
    `redundant`, the mma, pipelining, occupancy, shared-memory and address findings' data keys). Every field name
    at every depth of these reports (findings' `data` and `claims` included) is now named there."""
    if ".py:" not in args[0]:
        compiled(args[0], args[-1])
    res = run_cli(["report", "--json", *args], cli_env)
    assert res.returncode == 0, res.stderr
    found = _field_names(json.loads(res.stdout))
    assert len(found) > 100  # the walk reaches the findings' data
    missing = {k: where for k, where in found.items() if k not in _documented_names()}
    assert not missing, f"docs/json.md does not name: {missing}"
