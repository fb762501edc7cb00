"""The layers' import rules (``[tool.importlinter]`` in pyproject.toml states them for ``lint-imports``).

Two checks that the contracts cannot make:

* what importing a module really loads: every module outside the views is imported on its own, in a
  fresh interpreter, and ``sys.modules`` must then hold none of click, rich, textual, torch, triton, nor
  the child processes' modules (the worker, the GPU benchmark child, the capture listener). The views'
  headless modules must stay free of textual, torch and triton. One process per module, parametrized, so
  that pytest-xdist spreads them.
* no import cycles: a graph of every import statement in ``ir_explorer/**/*.py``, those inside functions
  included (a deferred import still couples the two modules), ``if TYPE_CHECKING:`` blocks excluded (they
  never run: a type annotation may name a module that imports this one).
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import networkx as nx
import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "ir_explorer"

#: The views: the only modules that may import click, rich and textual.
VIEWS = ("ir_explorer.cli", "ir_explorer.tui", "ir_explorer.pytest_plugin", "ir_explorer.__main__")
#: Modules that run as (or in) another process and import triton, and torch, by design; nothing imports them.
CHILDREN = ("ir_explorer.capture.worker", "ir_explorer.capture.gpu_bench", "ir_explorer.capture.listener",
            "ir_explorer.capture.triton_compat", "ir_explorer.capture.repro_worker")
#: Never imported by a module outside the views.
HEAVY = ("click", "rich", "textual", "torch", "triton")
#: Never imported by the views' headless modules (the command line, the TUI's data side, the pytest plugin).
VIEW_HEAVY = ("textual", "torch", "triton")
#: Views on the fast paths (a cached ``dump``, the console script, the plugin pytest loads in every
#: session) that also keep rich out until they draw.
NO_RICH_VIEWS = ("ir_explorer.cli.entry", "ir_explorer.cli.main", "ir_explorer.cli.tui", "ir_explorer.tui.data",
                 "ir_explorer.tui.lineindex", "ir_explorer.pytest_plugin")
#: The TUI's modules built on Textual.
TEXTUAL_VIEWS = ("ir_explorer.tui.app", "ir_explorer.tui.diffview", "ir_explorer.tui.lineview",
                 "ir_explorer.tui.explore", "ir_explorer.tui.panes", "ir_explorer.tui.widgets",
                 "ir_explorer.tui.sweepview")


def _within(module: str, prefixes: tuple[str, ...]) -> bool:
    return any(module == p or module.startswith(p + ".") for p in prefixes)


def package_files() -> dict[str, Path]:
    """``{module name: file}`` for every module of the package. A folder without ``__init__.py``
    (``capture/hook``: a plain folder put first on a child's PYTHONPATH) holds no modules of it."""
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(ROOT).with_suffix("")
        if not all((ROOT / Path(*rel.parts[:i]) / "__init__.py").is_file() for i in range(1, len(rel.parts))):
            continue
        parts = rel.parts[:-1] if rel.name == "__init__" else rel.parts
        found[".".join(parts)] = path
    return found


MODULES = sorted(package_files())
CORE_SIDE = [m for m in MODULES if not _within(m, VIEWS + CHILDREN)]
HEADLESS_VIEWS = [m for m in MODULES if _within(m, VIEWS) and not _within(m, TEXTUAL_VIEWS + ("ir_explorer.__main__",))]

_PROBE = "import importlib, json, sys; importlib.import_module(sys.argv[1]); print(json.dumps(sorted(sys.modules)))"


def imported_by(module: str) -> set[str]:
    """Every module in ``sys.modules`` after ``import module`` in a fresh interpreter."""
    out = subprocess.run([sys.executable, "-c", _PROBE, module], capture_output=True, text=True, cwd=ROOT,
                         timeout=120)
    assert out.returncode == 0, f"import {module} failed:\n{out.stderr}"
    return set(json.loads(out.stdout.strip().splitlines()[-1]))


def _unwanted(loaded: set[str], packages: tuple[str, ...]) -> list[str]:
    tops = {m.split(".")[0] for m in loaded}
    return sorted(tops & set(packages)) + sorted(m for m in loaded if m in CHILDREN)


def test_discovery_sees_the_layers():
    for sub in ("core", "ir", "inputs", "capture", "analyses"):
        assert any(m.startswith(f"ir_explorer.{sub}.") for m in CORE_SIDE), sub
    assert "ir_explorer" in CORE_SIDE and "ir_explorer.cli.main" in HEADLESS_VIEWS
    assert not any(".hook" in m for m in MODULES)
    assert set(CHILDREN) <= set(MODULES), "a child module moved: update CHILDREN (and pyproject's contracts)"


@pytest.mark.parametrize("module", CORE_SIDE)
def test_module_outside_the_views_imports_no_ui_torch_triton_or_child(module):
    bad = _unwanted(imported_by(module), HEAVY)
    assert not bad, f"import {module} loads {', '.join(bad)} (`lint-imports` shows the chain)"


@pytest.mark.parametrize("module", HEADLESS_VIEWS)
def test_headless_view_imports_no_textual_torch_triton_or_child(module):
    heavy = VIEW_HEAVY + (("rich",) if module in NO_RICH_VIEWS else ())
    bad = _unwanted(imported_by(module), heavy)
    assert not bad, f"import {module} loads {', '.join(bad)} (`lint-imports` shows the chain)"


# ------------------------------------------------------------------------------------------------ cycles


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _imports(tree: ast.AST) -> list[ast.Import | ast.ImportFrom]:
    """Every import statement, at any depth (functions, methods, try blocks), but not under ``if TYPE_CHECKING:``
    (its ``else:`` runs, so it is read)."""
    found: list[ast.Import | ast.ImportFrom] = []

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import | ast.ImportFrom):
            found.append(node)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return found


def _resolve(name: str, modules: set[str]) -> str | None:
    """The module of the package that ``name`` (a module, or a name inside one) is: its longest prefix that is one."""
    parts = name.split(".")
    for n in range(len(parts), 0, -1):
        if ".".join(parts[:n]) in modules:
            return ".".join(parts[:n])
    return None


def import_graph() -> nx.DiGraph:
    """Module -> module for each import statement between two modules of the package; ``lines`` on each edge.

    ``import a.b.c`` is an edge to ``a.b.c``; ``from a.b import c`` to ``a.b.c`` when that is a module,
    else to ``a.b``; relative imports are resolved against the importer's package. Dynamic imports
    (``importlib.import_module``) are not statements and are not seen.
    """
    files = package_files()
    modules = set(files)
    graph = nx.DiGraph()
    graph.add_nodes_from(modules)
    for module, path in files.items():
        package = module if path.name == "__init__.py" else module.rpartition(".")[0]
        for node in _imports(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.Import):
                targets = [_resolve(a.name, modules) for a in node.names]
            else:
                base = node.module or ""
                if node.level:
                    anchor = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                    base = ".".join(anchor + ([base] if base else []))
                targets = [_resolve(f"{base}.{a.name}" if a.name != "*" else base, modules) for a in node.names]
            for target in targets:
                if target is not None and target != module:
                    if not graph.has_edge(module, target):
                        graph.add_edge(module, target, lines=[])
                    if node.lineno not in graph.edges[module, target]["lines"]:
                        graph.edges[module, target]["lines"].append(node.lineno)
    return graph


def test_import_graph_reads_deferred_imports_and_skips_type_checking():
    tree = ast.parse(
        "import typing\n"
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n"
        "    import hidden_a\n"
        "else:\n"
        "    import shown_else\n"
        "if typing.TYPE_CHECKING:\n"
        "    from hidden_b import x\n"
        "def f():\n"
        "    try:\n"
        "        from shown_deferred import y\n"
        "    except ImportError:\n"
        "        import shown_fallback\n"
        "class C:\n"
        "    def m(self):\n"
        "        import shown_method\n")
    names = [a.name if isinstance(n, ast.Import) else n.module for n in _imports(tree) for a in n.names]
    assert names == ["typing", "typing", "shown_else", "shown_deferred", "shown_fallback", "shown_method"]
    graph = import_graph()
    assert graph.has_edge("ir_explorer.__main__", "ir_explorer.cli.entry")
    assert graph.has_edge("ir_explorer.cli.main", "ir_explorer.cli.tui")  # deferred, inside the group's callback
    assert graph.has_edge("ir_explorer.inputs", "ir_explorer.inputs.dumps")  # `from ir_explorer.inputs.dumps import`


def describe_cycles(graph: nx.DiGraph) -> list[str]:
    """One paragraph per group of modules that import each other (a strongly connected component of more
    than one module): one cycle through it, then every import between its modules, with their lines."""
    out = []
    for component in sorted(sorted(c) for c in nx.strongly_connected_components(graph) if len(c) > 1):
        sub = graph.subgraph(component)
        cycle = " -> ".join([a for a, _ in nx.find_cycle(sub, source=component[0])] + [component[0]])
        edges = "\n".join(f"    {a} -> {b}  (line {', '.join(map(str, sub.edges[a, b]['lines']))})"
                          for a, b in sorted(sub.edges))
        out.append(f"{len(component)} modules import each other: {', '.join(component)}\n  one cycle: {cycle}\n"
                   f"  the imports between them:\n{edges}")
    return out


def test_no_import_cycles():
    cycles = describe_cycles(import_graph())
    assert not cycles, f"{len(cycles)} import cycle(s):\n\n" + "\n\n".join(cycles)
