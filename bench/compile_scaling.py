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

A machine's noise (on a 2-core machine, up to a tenth of a run) hides a
change of a few per cent in one run. `--rounds N` measures each size N
times, alternating the commands, and reports the fastest of each; below the
table, every round's figures with the round's own ratio (its two runs made
one after the other) and the median of those ratios. `--baseline-tools DIR`
adds another build's full pipeline to each round, the two taking turns to go
first (the A/B comparison of a change), and checks that both print the same
output byte for byte.

Usage: bench/compile_scaling.py [--tools DIR] [--result FILE.md]
           [--layers 1,2,13,130] [--rounds N] [--baseline-tools DIR]
"""

import argparse
import datetime
import filecmp
import math
import os
import re
import statistics
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


def full_pipeline(ovl_opt, model, out):
    """The full pipeline's command, with its pass timings."""
    return [ovl_opt, model, "--ovl-overlap-pipeline", "--ovl-lower-pipeline",
            "-mlir-timing", "-o", out]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tools", default=os.path.join(
        os.environ.get("OVL_BUILD_DIR", os.path.join(ROOT, "build")), "bin"))
    parser.add_argument("--result")
    parser.add_argument("--layers", default="1,2,13,130")
    parser.add_argument("--rounds", type=int, default=1,
                        help="measurements per size; the fastest is reported")
    parser.add_argument("--baseline-tools",
                        help="another build's bin directory: its full "
                        "pipeline is measured beside this one's")
    args = parser.parse_args()
    if args.rounds < 1:
        parser.error("--rounds must be at least 1, got %d" % args.rounds)
    tool = lambda name: os.path.join(args.tools, name)
    baseline = (os.path.join(args.baseline_tools, "ovl-opt")
                if args.baseline_tools else None)
    if baseline and not os.access(baseline, os.X_OK):
        parser.error("--baseline-tools: no ovl-opt in %s" % args.baseline_tools)

    rows = []
    with tempfile.TemporaryDirectory() as work:
        for layers in [int(x) for x in args.layers.split(",")]:
            model = os.path.join(work, "m%d.mlir" % layers)
            out = os.path.join(work, "out.mlir")
            base_out = os.path.join(work, "baseline.mlir")
            subprocess.run([tool("ovl-gen"), "gpt", "--num-layers",
                            str(layers), *BASE_FLAGS, "-o", model], check=True)
            summary = subprocess.run(
                [tool("ovl-opt"), model, "--ovl-print-summary", "-o",
                 os.devnull], check=True, capture_output=True, text=True)
            ops = int(re.search(r"total: (\d+) ops", summary.stdout).group(1))
            rounds = []
            for index in range(args.rounds):
                parse_print = measure([tool("ovl-opt"), model, "-o", out])
                # The two builds take turns going first.
                base = full = None
                if baseline and index % 2 == 0:
                    base = measure(full_pipeline(baseline, model, base_out))
                full = measure(full_pipeline(tool("ovl-opt"), model, out))
                if baseline and index % 2 == 1:
                    base = measure(full_pipeline(baseline, model, base_out))
                same = (filecmp.cmp(out, base_out, shallow=False)
                        if baseline else None)
                rounds.append((parse_print, full, base, same))
            # The fastest run of each command (its RSS and timings with it).
            pp = min((r[0] for r in rounds), key=lambda m: m[0])
            full = min((r[1] for r in rounds), key=lambda m: m[0])
            base = (min((r[2] for r in rounds), key=lambda m: m[0])
                    if baseline else None)
            rows.append({
                "layers": layers, "ops": ops, "pp": pp[0], "pp_rss": pp[1],
                "full": full[0], "full_rss": full[1],
                "passes": pass_seconds(full[2]),
                "base": base[0] if base else None,
                "same": all(r[3] for r in rounds) if baseline else None,
                "rounds": [(r[0][0], r[1][0], r[2][0] if r[2] else None)
                           for r in rounds]})
            print("%d ops: parse+print %.2f s, full %.2f s (%.2fx), RSS "
                  "%.0f MiB%s" % (
                      ops, pp[0], full[0], full[0] / pp[0], full[1],
                      ", baseline %.2f s (%.2fx), output %s" % (
                          base[0], base[0] / pp[0],
                          "identical" if rows[-1]["same"] else "DIFFERS")
                      if baseline else ""), flush=True)

    command = "bench/compile_scaling.py --layers %s" % args.layers
    if args.rounds > 1:
        command += " --rounds %d" % args.rounds
    if baseline:
        command += " --baseline-tools %s" % args.baseline_tools
    lines = [
        "# Compile time and memory against module size",
        "",
        "- date: %s" % datetime.date.today().isoformat(),
        "- machine: %d cores" % os.cpu_count(),
        "- command: `%s`" % command,
        "- models: `ovl-gen gpt --num-layers L %s`" % " ".join(BASE_FLAGS),
        "- each figure one process: wall time and peak RSS (os.wait4)%s" % (
            "; the fastest of %d alternating rounds" % args.rounds
            if args.rounds > 1 else ""),
        "",
        "| layers | ops | parse + print s | full pipeline s | ratio | "
        "parse + print RSS MiB | full RSS MiB | slowest passes (s) |%s" % (
            " baseline full s | baseline ratio | output |" if baseline
            else ""),
        "|---:|---:|---:|---:|---:|---:|---:|---|%s" % (
            "---:|---:|---|" if baseline else ""),
    ]
    for row in rows:
        slowest = sorted(row["passes"].items(), key=lambda kv: -kv[1])[:4]
        line = "| %d | %d | %.2f | %.2f | %.2fx | %.0f | %.0f | %s |" % (
            row["layers"], row["ops"], row["pp"], row["full"],
            row["full"] / row["pp"], row["pp_rss"], row["full_rss"],
            ", ".join("%s %.2f" % kv for kv in slowest))
        if baseline:
            line += " %.2f | %.2fx | %s |" % (
                row["base"], row["base"] / row["pp"],
                "identical" if row["same"] else "differs")
        lines.append(line)
    lines.append("")

    def growth(a, b, key):
        """The exponent of n that `key`'s time grows with from a to b."""
        return math.log(b[key] / a[key]) / math.log(b["ops"] / a["ops"])

    for a, b in zip(rows, rows[1:]):
        lines.append("Full pipeline from %d to %d ops: time grows as n^%.2f "
                     "(parse + print: n^%.2f)." % (
                         a["ops"], b["ops"], growth(a, b, "full"),
                         growth(a, b, "pp")))
    if len(rows) > 2:
        a, b = rows[0], rows[-1]
        lines.append("Over the whole range, %d to %d ops: n^%.2f (parse + "
                     "print: n^%.2f)." % (
                         a["ops"], b["ops"], growth(a, b, "full"),
                         growth(a, b, "pp")))
    if args.rounds > 1:
        # The table pairs each command's fastest run, which may come from
        # different rounds; a round's own ratio compares two runs made one
        # after the other, on the machine as it was then.
        lines.append("")
        lines.append("Every round, seconds (parse + print, full pipeline%s), "
                     "with the round's own ratio:" %
                     (", baseline's full pipeline" if baseline else ""))
        lines.append("")
        for row in rows:
            lines.append("- %d layer%s: %s; median of the rounds' ratios "
                         "%.2fx" % (
                row["layers"], "" if row["layers"] == 1 else "s", "; ".join(
                "%s (%.2fx)" % (", ".join("%.2f" % x for x in r
                                          if x is not None), r[1] / r[0])
                for r in row["rounds"]), statistics.median(
                    r[1] / r[0] for r in row["rounds"])))
    emit("\n".join(lines) + "\n", args.result)
    return 0 if not baseline or all(row["same"] for row in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
