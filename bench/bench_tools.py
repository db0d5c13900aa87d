"""Helpers the benchmark scripts share: running a tool (the end-to-end
scripts' `run`, test/e2e/ovl_tools.py), naming the CPU, reading a trace,
writing a result file."""

import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))), "test", "e2e"))

from ovl_tools import run  # noqa: E402,F401  (re-exported)


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


def trace_events(path):
    """The complete ("X") events of an ovl-run --trace file: one per
    command run, with its `pid` (rank), `cat`, `name`, `dur` (us) and
    `args` (its step among them)."""
    with open(path) as f:
        data = json.load(f)
    events = data["traceEvents"] if isinstance(data, dict) else data
    return [e for e in events if e.get("ph") == "X"]


def emit(text, path=None):
    """Prints a result and writes it to `path` when given."""
    if path:
        with open(path, "w") as f:
            f.write(text)
    print(text)
