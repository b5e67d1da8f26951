"""The spec's name cardgames_qt.bots.gops_policy is the function, however the package is imported."""
import subprocess
import sys


def test_gops_policy_is_the_function_in_a_fresh_interpreter():
    code = ("import cardgames_qt.bots.gops_bots, cardgames_qt.bots.gops_policy\n"
            "import cardgames_qt.bots as b\n"
            "from cardgames_qt.bots import gops_policy\n"
            "assert callable(b.gops_policy) and gops_policy is b.gops_policy\n"
            "p = gops_policy([1, 2, 3], [1, 2, 3], [2, 3], [1], tie_rule='discard')\n"
            "assert set(p) == {1, 2, 3} and abs(sum(p.values()) - 1) < 1e-9\n"
            "print('ok')")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ok"
