#!/usr/bin/env python3
"""End-to-end check of one ovl-gen GPT configuration on the cpu backend.

Generates the model, lowers it (ovl-opt --ovl-lower-pipeline), writes the
plan (ovl-translate --ovl-to-plan) and checks that:

  1. it runs for --steps steps and the loss falls by at least --min-drop;
  2. a second run gives bit-identical losses and dump;
  3. the PyTorch oracle (ovl_reference.py) agrees on the losses, gradients
     and weights of a short run within 1e-4 relative error.

Usage: run_gpt.py --tools DIR --work DIR [ovl-gen gpt flags]
"""

import argparse
import os
import subprocess
import sys

from ovl_tools import loss_strings, run

HERE = os.path.dirname(os.path.abspath(__file__))




def losses(output):
    return [float(x) for x in loss_strings(output)]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--tools", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--steps", type=int, default=20)
    parser.add_argument("--oracle-steps", type=int, default=3)
    parser.add_argument("--min-drop", type=float, default=0.1)
    args, model = parser.parse_known_args()
    tool = lambda name: os.path.join(args.tools, name)
    os.makedirs(args.work, exist_ok=True)
    path = lambda name: os.path.join(args.work, name)

    run([tool("ovl-gen"), "gpt", *model, "-o", path("step.mlir")])
    run([tool("ovl-opt"), path("step.mlir"), "--ovl-lower-pipeline",
         "-mlir-print-debuginfo", "-o", path("step.l2.mlir")])
    run([tool("ovl-translate"), "--ovl-to-plan", path("step.l2.mlir"),
         "-o", path("step.plan")])

    first = run([tool("ovl-run"), path("step.plan"), "--steps", str(args.steps),
                 "--dump", path("run1.dump")])
    second = run([tool("ovl-run"), path("step.plan"), "--steps", str(args.steps),
                  "--dump", path("run2.dump")])
    curve = losses(first)
    if len(curve) != args.steps:
        sys.exit("expected %d losses, got %d:\n%s" % (args.steps, len(curve), first))
    drop = (curve[0] - curve[-1]) / curve[0]
    print("loss %.6f -> %.6f over %d steps (%.1f%% lower)"
          % (curve[0], curve[-1], args.steps, 100 * drop))
    if drop < args.min_drop:
        sys.exit("the loss fell by %.1f%%, expected at least %.1f%%"
                 % (100 * drop, 100 * args.min_drop))
    with open(path("run1.dump"), "rb") as a, open(path("run2.dump"), "rb") as b:
        identical = a.read() == b.read()
    if losses(second) != curve or not identical:
        sys.exit("two runs of the same plan differ")
    print("two runs are bit-identical")

    short = run([tool("ovl-run"), path("step.plan"), "--steps",
                 str(args.oracle_steps), "--dump", path("short.dump")])
    with open(path("short.txt"), "w") as f:
        f.write(short)
    result = subprocess.run(
        [sys.executable, os.path.join(HERE, "ovl_reference.py"), *model,
         "--steps", str(args.oracle_steps), "--run-output", path("short.txt"),
         "--dump", path("short.dump")], capture_output=True, text=True)
    sys.stdout.write(result.stdout)
    sys.stderr.write(result.stderr)
    return result.returncode


if __name__ == "__main__":
    sys.exit(main())
