"""Helpers shared by the end-to-end scripts: run a tool, read its losses."""

import re
import subprocess
import sys


def run(command, **kwargs):
    """Runs `command`; on failure prints it with its output and exits 1."""
    result = subprocess.run(command, capture_output=True, text=True, **kwargs)
    if result.returncode != 0:
        sys.stderr.write("FAILED: %s\n%s%s" % (" ".join(command), result.stdout,
                                               result.stderr))
        sys.exit(1)
    return result.stdout


def loss_strings(output):
    """The `step N loss X` values of ovl-run's output, as printed."""
    return [m.group(1) for m in re.finditer(r"step \d+ loss (\S+)", output)]
