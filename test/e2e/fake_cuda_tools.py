#!/usr/bin/env python3
"""Makes a tools directory whose cuda backend is the simulator, so that
bench/gpu_benchmarks.py can run without a GPU (test/e2e/bench-gpu-*.test).

  fake_cuda_tools.py --tools BIN --device DESCRIPTION.json --out DIR
                     [--plans PLANS]

DIR gets links to BIN's ovl-gen, ovl-opt and ovl-translate, and two
scripts:

  ovl-run       BIN/ovl-run with `--backend cuda` replaced by `--backend sim
                --device DESCRIPTION.json` (and `--cuda-graph` dropped); every
                call's arguments are appended to DIR/ovl-run.log, one line
                each, as given
  nvidia-smi    prints "Fake GPU, 0.0" (the name and driver the benchmarks
                record)

The "measured" times are then the simulator's with DESCRIPTION.json, known
exactly: a sim validation against that description must find no error.

With --plans, PLANS gets the plans gpu_benchmarks.py's dispatch section
reads (its empty-kernel plan and the launch-bound GPT in bf16 and f32),
made by its own functions, without the rest of `--make-plans`.
"""

import argparse
import os
import stat
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "bench"))
import gpu_benchmarks  # noqa: E402

RUN_WRAPPER = """#!{python}
import os, subprocess, sys
args = sys.argv[1:]
with open({log!r}, "a") as f:
    f.write(" ".join(args) + "\\n")
out = []
i = 0
while i < len(args):
    if args[i] == "--backend" and i + 1 < len(args) and args[i + 1] == "cuda":
        out += ["--backend", "sim", "--device", {device!r}]
        i += 2
        continue
    if args[i] != "--cuda-graph":
        out.append(args[i])
    i += 1
sys.exit(subprocess.call([{ovl_run!r}] + out))
"""

SMI = """#!/bin/sh
echo "Fake GPU, 0.0"
"""


def write_script(path, text):
    with open(path, "w") as f:
        f.write(text)
    os.chmod(path, os.stat(path).st_mode | stat.S_IXUSR | stat.S_IXGRP |
             stat.S_IXOTH)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tools", required=True)
    parser.add_argument("--device", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--plans")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    for tool in ("ovl-gen", "ovl-opt", "ovl-translate"):
        link = os.path.join(args.out, tool)
        if os.path.lexists(link):
            os.remove(link)
        os.symlink(os.path.abspath(os.path.join(args.tools, tool)), link)
    log = os.path.abspath(os.path.join(args.out, "ovl-run.log"))
    open(log, "w").close()
    write_script(os.path.join(args.out, "ovl-run"), RUN_WRAPPER.format(
        python=sys.executable, log=log,
        device=os.path.abspath(args.device),
        ovl_run=os.path.abspath(os.path.join(args.tools, "ovl-run"))))
    write_script(os.path.join(args.out, "nvidia-smi"), SMI)
    if args.plans:
        os.makedirs(args.plans, exist_ok=True)
        gpu_benchmarks.dispatch_plan(os.path.join(args.plans, "dispatch.plan"))
        for dtype in ("bf16", "f32"):
            gpu_benchmarks.compile_plan(
                args.tools, gpu_benchmarks.LAUNCH_BOUND, dtype,
                os.path.join(args.plans, "launch-bound-%s.plan" % dtype))
    return 0


if __name__ == "__main__":
    sys.exit(main())
