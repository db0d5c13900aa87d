"""Helpers shared by the end-to-end scripts: run a tool, read its losses and
dumps (numpy only, so they also serve GPU machines without the oracle; the
benchmark scripts use `run` too, where numpy may be missing: it is imported
by the one helper that needs it)."""

import re
import subprocess
import sys


def run(command, **kwargs):
    """Runs `command`; on failure prints it with its output and exits 1.
    Its stderr's warning lines are passed on."""
    result = subprocess.run(command, capture_output=True, text=True, **kwargs)
    if result.returncode != 0:
        sys.stderr.write("FAILED: %s\n%s%s" % (" ".join(command), result.stdout,
                                               result.stderr))
        sys.exit(1)
    # Warnings (ovl-run's: replicas that differ, a loss that is not finite)
    # reach the caller's stderr, where a test can look for them.
    for line in result.stderr.splitlines():
        if "warning:" in line:
            sys.stderr.write(line + "\n")
    return result.stdout


def loss_strings(output):
    """The `step N loss X` values of ovl-run's output, as printed."""
    return [m.group(1) for m in re.finditer(r"step \d+ loss (\S+)", output)]


def read_losses(path):
    """The per-step losses of an ovl-run output file."""
    with open(path) as f:
        return [float(loss) for loss in loss_strings(f.read())]


def read_dump(path):
    """(name, kind) -> float32 array of its shape, from an ovl-run --dump."""
    import numpy as np

    with open(path, "rb") as f:
        data = f.read()
    header_end = data.index(b"\ndata\n")
    lines = data[:header_end].decode().split("\n")
    if lines[0] != "ovl-dump 1":
        raise ValueError("%s: not an ovl dump" % path)
    payload = data[header_end + len(b"\ndata\n"):]
    tensors = {}
    for line in lines[1:]:
        fields = dict(item.split("=", 1) for item in line.split()[1:])
        shape = [] if fields["shape"] == "scalar" else \
            [int(d) for d in fields["shape"].split("x")]
        count = int(np.prod(shape)) if shape else 1
        values = np.frombuffer(payload, dtype="<f4", count=count,
                               offset=int(fields["offset"]))
        tensors[(fields["name"], fields["kind"])] = values.reshape(shape)
    return tensors
