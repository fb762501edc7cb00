"""Issue 28, item 9 ("Shell completion"): the completion the README installs completes file paths, the kernels of
a ``FILE.py:``, bundled kernels and targets, in bash (whose words split at ``:``), zsh and fish."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import DATA

from ir_explorer.capture import bundled
from ir_explorer.capture.kernel_files import jit_functions
from ir_explorer.core.model import KNOWN_TARGETS

ENTRY = [sys.executable, "-c", "from ir_explorer.cli.entry import main; main()"]
KERNELS = DATA / "analysis_kernels.py"
#: analysis_kernels.py's @triton.jit functions, in file order (read from the file: every `@triton.jit` line).
JITTED = ["add_kernel", "strided_copy", "small_dot", "ieee_dot"]


def complete(shell: str, words: list[str], cword: int, cli_env: dict[str, str]) -> list[str]:
    """What click answers the shell ``shell`` for the command line ``words`` with the cursor on word ``cword``."""
    env = {**cli_env, "_IR_EXPLORER_COMPLETE": f"{shell}_complete", "COMP_WORDS": " ".join(words),
           "COMP_CWORD": words[cword] if shell == "fish" else str(cword)}  # fish passes the word itself
    res = subprocess.run(ENTRY, env=env, capture_output=True, text=True, timeout=60)
    assert res.returncode == 0, res.stderr
    return res.stdout.splitlines()


def test_the_jit_functions_of_a_file_are_read_without_running_it(tmp_path):
    """`FILE.py:` lists the file's @triton.jit functions from its syntax tree: a file whose import would raise
    (or launch a kernel) is listed all the same, and what is no Python file lists nothing."""
    assert jit_functions(KERNELS) == JITTED
    assert KERNELS.read_text().count("@triton.jit") == len(JITTED)
    risky = tmp_path / "risky.py"
    risky.write_text("import triton\nraise SystemExit('ran')\n\n@triton.autotune(configs=[], key=[])\n"
                     "@triton.jit\ndef tuned(x):\n    pass\n\ndef helper():\n    pass\n\n"
                     "@jit\ndef bare(y):\n    pass\n")
    assert jit_functions(risky) == ["tuned", "bare"]
    (tmp_path / "broken.py").write_text("def (:\n")
    assert jit_functions(tmp_path / "broken.py") == []
    assert jit_functions(tmp_path) == [] and jit_functions(tmp_path / "missing.py") == []
    (tmp_path / "deep.py").write_text("x = " + "(" * 100_000 + ")" * 100_000 + "\n")
    assert jit_functions(tmp_path / "deep.py") == []


def test_bash_completes_bundled_kernels_files_file_kernels_and_targets(cli_env):
    """Regression: completion stopped at commands and options. KERNEL completes bundled names (and files, the
    `file` entry first), `FILE.py:` the file's kernels, and --target/--targets the known targets; bash splits
    `x.py:ad` and `cuda:9` at the colon, and gets back only the part after it."""
    out = complete("bash", ["ir-explorer", "dump", "matmul_"], 2, cli_env)
    assert out == ["file,matmul_"] + [f"plain,{n}" for n in bundled.registry() if n.startswith("matmul_")]
    assert complete("bash", ["ir-explorer", "report", str(KERNELS), ":", "s"], 4, cli_env) == \
        ["plain,strided_copy", "plain,small_dot"]
    assert complete("bash", ["ir-explorer", "report", str(KERNELS), ":"], 3, cli_env) == \
        [f"plain,:{name}" for name in JITTED]
    assert complete("bash", ["ir-explorer", "dump", "matmul", "-t", "cuda", ":", "9"], 6, cli_env) == ["plain,90"]
    assert complete("bash", ["ir-explorer", "compare", "matmul", "--target", "hip"], 4, cli_env) == \
        [f"plain,{t}" for t in KNOWN_TARGETS if t.startswith("hip")]
    # the words before the cursor are joined again: `-t cuda : 80` is one target, the next word a target too
    assert complete("bash", ["ir-explorer", "diff", "matmul", "--targets", "cuda", ":", "80", "cuda", ":", "1"], 9,
                    cli_env) == ["plain,100", "plain,103", "plain,120"]
    assert complete("bash", ["ir-explorer", "open", "tests/da"], 2, cli_env) == ["file,tests/da"]


def test_zsh_and_fish_get_the_whole_word(cli_env):
    """zsh and fish keep `FILE.py:NAME` one word: they get the whole completion, with the kernel's description."""
    zsh = complete("zsh", ["ir-explorer", "tui", f"{KERNELS}:ie"], 2, cli_env)
    assert zsh == ["plain", f"{KERNELS}:ieee_dot", "_"]
    fish = complete("fish", ["ir-explorer", "check", "gel"], 2, cli_env)
    assert fish == ["file,gel", f"plain,gelu\t{bundled.get('gelu').description}"]


SCRIPT = Path(sys.executable).parent / "ir-explorer"


@pytest.mark.skipif(shutil.which("bash") is None or not SCRIPT.exists(), reason="needs bash and the console script")
def test_the_readme_script_completes_a_kernel_of_a_file_in_bash(cli_env):
    """The script `_IR_EXPLORER_COMPLETE=bash_source ir-explorer` prints, run by bash on a line bash split at the
    colon: COMPREPLY holds the kernel names, which bash puts after the `:` it keeps."""
    script = (f'eval "$(_IR_EXPLORER_COMPLETE=bash_source {SCRIPT})"\n'
              f"COMP_WORDS=(ir-explorer dump {KERNELS} : s); COMP_CWORD=4\n"
              f"_ir_explorer_completion {SCRIPT} 2>/dev/null\n"
              "printf '%s\\n' \"${COMPREPLY[@]}\"\n")
    res = subprocess.run(["bash", "--norc", "-c", script], env=cli_env, capture_output=True, text=True, timeout=60)
    assert res.stdout.split() == ["strided_copy", "small_dot"], (res.stdout, res.stderr)
