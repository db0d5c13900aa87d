#!/usr/bin/env python3
"""Benchmark: the simulator against published Megatron-LM throughput.

Each case is a published end-to-end training run: its model, parallelism,
batch and measured throughput (teraFLOP/s per GPU). The script builds the
same step with ovl-gen (bf16, full activation recomputation as the runs
used), compiles it with the overlap pipeline and lowering for the device
description of the cluster the run used, simulates one step (ovl-run
--backend sim), and converts the step time to teraFLOP/s per GPU with the
publication's own FLOP count. No constant is fitted to the cases: the device
description is the one in runtime/devices/, from public specifications
(docs/cost-model.md).

Usage: bench/sim_validation.py [--tools DIR] [--result FILE.md]
           [--cases 1.7B,3.6B,...]
"""

import argparse
import datetime
import os
import re
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
from bench_tools import emit, run  # noqa: E402

A100 = os.path.join(ROOT, "runtime", "devices", "a100-sxm4-80gb-dgx.json")

# Narayanan et al., "Efficient Large-Scale Language Model Training on GPU
# Clusters Using Megatron-LM", SC '21 (arXiv:2104.04473), Table 1: GPT with
# vocabulary 51,200 and sequence 2,048, mixed precision, on Selene (DGX
# A100 80GB, 8 per node, 8 HDR InfiniBand links per node); "achieved
# teraFLOP/s per GPU" measured end to end. (name, heads, hidden, layers, t,
# p, GPUs, global batch, measured TFLOP/s per GPU.)
MEGATRON_2021 = [
    ("1.7B", 24, 2304, 24, 1, 1, 32, 512, 137.0),
    ("3.6B", 32, 3072, 30, 2, 1, 64, 512, 138.0),
    ("7.5B", 32, 4096, 36, 4, 1, 128, 512, 142.0),
    ("18.4B", 48, 6144, 40, 8, 1, 256, 1024, 135.0),
]
SEQ, VOCAB = 2048, 51200
# Not in Table 1: the micro-batch size. An assumption, the same for every
# case (the paper's other experiments use 1 to 8).
MICRO_BATCH = 4


def paper_flops(batch, layers, hidden):
    """The paper's FLOPs per iteration with activation recomputation
    (its equation 3): 96 B s l h^2 (1 + s / 6h + V / 16lh)."""
    return (96.0 * batch * SEQ * layers * hidden ** 2 *
            (1 + SEQ / (6.0 * hidden) + VOCAB / (16.0 * layers * hidden)))


def simulate(tools, case, work):
    name, heads, hidden, layers, t, p, gpus, batch, _ = case
    dp = gpus // (t * p)
    microbatches = batch // (dp * MICRO_BATCH)
    flags = ["--num-layers", str(layers), "--hidden-size", str(hidden),
             "--num-attention-heads", str(heads), "--seq-length", str(SEQ),
             "--vocab-size", str(VOCAB), "--micro-batch-size",
             str(MICRO_BATCH), "--num-microbatches", str(microbatches),
             "--tensor-model-parallel-size", str(t),
             "--pipeline-model-parallel-size", str(p),
             "--data-parallel-size", str(dp), "--bf16",
             "--recompute-granularity", "full", "--recompute-method",
             "uniform", "--recompute-num-layers", "1"]
    path = lambda suffix: os.path.join(work, name + suffix)
    run([tools("ovl-gen"), "gpt", *flags, "-o", path(".mlir")])
    run([tools("ovl-opt"), path(".mlir"),
         "--ovl-overlap-pipeline=device=" + A100,
         "--ovl-lower-pipeline=device=" + A100, "-o", path(".l2.mlir")])
    run([tools("ovl-translate"), "--ovl-to-plan", path(".l2.mlir"), "-o",
         path(".plan")])
    report = run([tools("ovl-run"), path(".plan"), "--backend", "sim",
                  "--device", A100, "--report"])
    step = float(re.search(r"step time\s+([0-9.]+) ms", report).group(1))
    exposed = float(re.search(r"exposed communication\s+([0-9.]+) ms",
                              report).group(1))
    return flags, step, exposed


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tools", default=os.path.join(
        os.environ.get("OVL_BUILD_DIR", os.path.join(ROOT, "build")), "bin"))
    parser.add_argument("--result")
    parser.add_argument("--cases", default=",".join(
        c[0] for c in MEGATRON_2021))
    args = parser.parse_args()
    tools = lambda name: os.path.join(args.tools, name)
    wanted = args.cases.split(",")
    cases = [c for c in MEGATRON_2021 if c[0] in wanted]
    if len(cases) != len(wanted):
        sys.exit("unknown case in '%s' (known: %s)" % (
            args.cases, ", ".join(c[0] for c in MEGATRON_2021)))

    rows = []
    with tempfile.TemporaryDirectory() as work:
        for case in cases:
            flags, step_ms, exposed_ms = simulate(tools, case, work)
            name, _, hidden, layers, _, _, gpus, batch, measured = case
            predicted = paper_flops(batch, layers, hidden) / (
                step_ms / 1e3 * gpus) / 1e12
            error = predicted / measured - 1.0
            rows.append((case, flags, step_ms, exposed_ms, predicted, error))
            print("%s: simulated %.1f ms/step, %.1f TFLOP/s per GPU against "
                  "%.1f measured (%+.0f%%)" % (name, step_ms, predicted,
                                               measured, 100 * error),
                  flush=True)

    lines = [
        "# Simulator validation against published Megatron-LM throughput",
        "",
        "- date: %s" % datetime.date.today().isoformat(),
        "- command: `bench/sim_validation.py`",
        "- simulator: `ovl-run --backend sim --device "
        "runtime/devices/a100-sxm4-80gb-dgx.json` (numbers are the "
        "simulator's; the measured column is the publication's)",
        "- measured: Narayanan et al., SC '21, arXiv:2104.04473, Table 1 "
        "(GPT, V = 51,200, s = 2,048, mixed precision, DGX A100 80GB; "
        "teraFLOP/s per GPU end to end, their FLOP count, equation 3, "
        "which includes the recomputed forward)",
        "- simulated step: `ovl-gen gpt` with the case's model and "
        "parallelism, `--bf16`, full activation recomputation "
        "(`--recompute-granularity full --recompute-method uniform "
        "--recompute-num-layers 1`), micro-batch %d (not in Table 1: an "
        "assumption), compiled with `--ovl-overlap-pipeline` and "
        "`--ovl-lower-pipeline` for the A100 description" % MICRO_BATCH,
        "- goal: within +-15% on every case, no constant fitted",
        "",
        "| case | t | p | GPUs | batch | simulated ms/step | exposed comm ms "
        "| simulated TFLOP/s/GPU | measured TFLOP/s/GPU | error | error "
        "without the exposed comm |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for case, _, step_ms, exposed_ms, predicted, error in rows:
        name, _, _, _, t, p, gpus, batch, measured = case
        hidden_all = predicted * step_ms / (step_ms - exposed_ms)
        lines.append("| %s | %d | %d | %d | %d | %.1f | %.1f | %.1f | %.1f | "
                     "%+.0f%% | %+.0f%% |" % (
                         name, t, p, gpus, batch, step_ms, exposed_ms,
                         predicted, measured, 100 * error,
                         100 * (hidden_all / measured - 1.0)))
    within = all(abs(row[5]) <= 0.15 for row in rows)
    lines += ["", "Within +-15%% on every case: %s." % ("yes" if within
                                                       else "no"), "",
              "The simulator is optimistic where these runs spent time it "
              "does not model: 2021 Megatron-LM computed attention unfused "
              "(the s x s scores written, masked, soft-maxed and dropped out "
              "by separate memory-bound kernels), where the cost model "
              "prices fused FlashAttention-2-style attention (73% and 63% "
              "of the A100's peak forward and backward); dropout is not "
              "modelled at all; the optimizer step is the cost model's SGD, "
              "not Adam with its fp32 master weights; and every GEMM gets "
              "the description's 80% of peak times its tile efficiency. "
              "Where the simulated step leaves communication exposed (the "
              "last column removes it), the error looks smaller than the "
              "model's rates deserve. Closing it without fitting "
              "needs measured rates: `ovl-run --backend cuda --calibrate`, "
              "on a GPU (built; not yet run on one)."]
    emit("\n".join(lines) + "\n", args.result)
    return 0


if __name__ == "__main__":
    sys.exit(main())
