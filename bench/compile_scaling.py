#!/usr/bin/env python3
"""Benchmark: compile time and memory of the whole pipeline against module size.

For GPT modules of about 13k, 20k, 100k and 1M ops (ovl-gen gpt, 180
micro-batches, 1, 2, 13 and 130 layers, tp 2 x dp 2), measures in separate
processes:

  - parse + verify + print: `ovl-opt MODEL -o OUT` (no pass);
  - the full pipeline: `ovl-opt MODEL --ovl-overlap-pipeline
    --ovl-lower-pipeline -mlir-timing -o OUT`, with its slowest passes;

each the wall time and peak RSS of the process (os.wait4). Reports the
ratio full / (parse + print) per size (goal: at most 2x at 1M ops) and the
growth exponent between sizes (1.0 is linear).

Usage: bench/compile_scaling.py [--tools DIR] [--result FILE.md]
           [--layers 1,2,13,130]
"""

import argparse
import datetime
import math
import os
import re
import subprocess
import sys
import tempfile
import time

from bench_tools import emit  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BASE_FLAGS = ["--optimizer", "sgd", "--num-microbatches", "180", "--hidden-size", "32",
              "--num-attention-heads", "2", "--seq-length", "8",
              "--tensor-model-parallel-size", "2", "--data-parallel-size", "2"]


def measure(command):
    """(wall seconds, peak RSS MiB, stderr) of one process."""
    with tempfile.TemporaryFile() as err:
        begin = time.perf_counter()
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL,
                                   stderr=err)
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - begin
        err.seek(0)
        stderr = err.read().decode()
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit("%s failed:\n%s" % (" ".join(command), stderr))
    return wall, usage.ru_maxrss / 1024.0, stderr


def pass_seconds(timing):
    """{pass name: seconds} from an -mlir-timing report."""
    found = {}
    for secs, name in re.findall(
            r"^\s+([0-9.]+) \(\s*[0-9.]+%\)\s+(\w+Pass)$", timing, re.M):
        found[name] = found.get(name, 0.0) + float(secs)
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tools", default=os.path.join(
        os.environ.get("OVL_BUILD_DIR", os.path.join(ROOT, "build")), "bin"))
    parser.add_argument("--result")
    parser.add_argument("--layers", default="1,2,13,130")
    args = parser.parse_args()
    tool = lambda name: os.path.join(args.tools, name)

    rows = []
    with tempfile.TemporaryDirectory() as work:
        for layers in [int(x) for x in args.layers.split(",")]:
            model = os.path.join(work, "m%d.mlir" % layers)
            out = os.path.join(work, "out.mlir")
            subprocess.run([tool("ovl-gen"), "gpt", "--num-layers",
                            str(layers), *BASE_FLAGS, "-o", model], check=True)
            summary = subprocess.run(
                [tool("ovl-opt"), model, "--ovl-print-summary", "-o",
                 os.devnull], check=True, capture_output=True, text=True)
            ops = int(re.search(r"total: (\d+) ops", summary.stdout).group(1))
            parse_print, parse_rss, _ = measure(
                [tool("ovl-opt"), model, "-o", out])
            full, full_rss, timing = measure(
                [tool("ovl-opt"), model, "--ovl-overlap-pipeline",
                 "--ovl-lower-pipeline", "-mlir-timing", "-o", out])
            passes = pass_seconds(timing)
            rows.append((layers, ops, parse_print, parse_rss, full, full_rss,
                         passes))
            print("%d ops: parse+print %.2f s, full %.2f s (%.2fx), RSS "
                  "%.0f MiB" % (ops, parse_print, full, full / parse_print,
                                full_rss), flush=True)

    lines = [
        "# Compile time and memory against module size",
        "",
        "- date: %s" % datetime.date.today().isoformat(),
        "- machine: %d cores" % os.cpu_count(),
        "- command: `bench/compile_scaling.py --layers %s`" % args.layers,
        "- models: `ovl-gen gpt --num-layers L %s`" % " ".join(BASE_FLAGS),
        "- each figure one process: wall time and peak RSS (os.wait4)",
        "",
        "| layers | ops | parse + print s | full pipeline s | ratio | "
        "parse + print RSS MiB | full RSS MiB | slowest passes (s) |",
        "|---:|---:|---:|---:|---:|---:|---:|---|",
    ]
    for layers, ops, pp, pp_rss, full, full_rss, passes in rows:
        slowest = sorted(passes.items(), key=lambda kv: -kv[1])[:4]
        lines.append("| %d | %d | %.2f | %.2f | %.2fx | %.0f | %.0f | %s |" % (
            layers, ops, pp, full, full / pp, pp_rss, full_rss,
            ", ".join("%s %.2f" % kv for kv in slowest)))
    lines.append("")
    for a, b in zip(rows, rows[1:]):
        growth = math.log(b[4] / a[4]) / math.log(b[1] / a[1])
        lines.append("Full pipeline from %d to %d ops: time grows as n^%.2f "
                     "(parse + print: n^%.2f)." % (
                         a[1], b[1], growth,
                         math.log(b[2] / a[2]) / math.log(b[1] / a[1])))
    if len(rows) > 2:
        a, b = rows[0], rows[-1]
        lines.append("Over the whole range, %d to %d ops: n^%.2f (parse + "
                     "print: n^%.2f)." % (
                         a[1], b[1],
                         math.log(b[4] / a[4]) / math.log(b[1] / a[1]),
                         math.log(b[2] / a[2]) / math.log(b[1] / a[1])))
    emit("\n".join(lines) + "\n", args.result)
    return 0


if __name__ == "__main__":
    sys.exit(main())
