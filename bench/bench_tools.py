"""Helpers the benchmark scripts share: running a tool, naming the CPU,
writing a result file."""

import subprocess
import sys


def run(command, **kwargs):
    """Runs `command`; exits with its output when it fails. Returns stdout."""
    result = subprocess.run(command, capture_output=True, text=True, **kwargs)
    if result.returncode != 0:
        sys.exit("%s failed:\n%s%s" % (" ".join(command), result.stdout,
                                        result.stderr))
    return result.stdout


def cpu_name():
    """The CPU's model name from /proc/cpuinfo."""
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return "unknown CPU"


def emit(text, path=None):
    """Prints a result and writes it to `path` when given."""
    if path:
        with open(path, "w") as f:
            f.write(text)
    print(text)
