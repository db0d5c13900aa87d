#!/usr/bin/env python3
"""Benchmark: one-rank GPT step, Ovl's cpu backend against PyTorch eager.

Both run on one thread, in this one invocation, at three model sizes, with
the same BLAS (OpenBLAS, with the same OPENBLAS_CORETYPE for both; see
docs/runtime.md, "BLAS kernels"):

  - Ovl: ovl-gen gpt -> ovl-opt --ovl-lower-pipeline -> ovl-translate ->
    ovl-run --steps N --trace (the cpu backend, one rank thread);
  - PyTorch: the oracle's model (test/e2e/ovl_reference.py: the same
    weights, batches, gradient clipping at --clip-grad 1.0 and SGD step),
    torch.set_num_threads(1), eager autograd.

The time per step is the median over N steps after one warm-up step, for
both. The table also splits Ovl's step by kernel class (from the trace) so a
slow kernel shows.

Usage: /usr/bin/python3 bench/cpu_vs_pytorch.py [--steps N] [--sizes a,b]
           [--result FILE.md]
Exit status 1 when a size's ratio exceeds --max-ratio (default: no limit).
"""

import argparse
import collections
import datetime
import os
import platform
import statistics
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "test", "e2e"))

from bench_tools import cpu_name, emit, run, trace_events  # noqa: E402


def use_ovl_blas_kernels():
    """Re-executes this script with the OpenBLAS kernels ovl-run picks.

    OpenBLAS chooses its kernels when it loads (torch loads it), so the
    variable must be set before: ovl-run --blas-info names the core. A
    value already in the environment is replaced when it differs (ovl-run
    replaces it too); OVL_BENCH_REEXEC marks the one attempt."""
    if os.environ.get("OVL_BENCH_REEXEC"):
        return
    bin_dir = os.path.join(os.environ.get(
        "OVL_BUILD_DIR", os.path.join(ROOT, "build")), "bin")
    for i, arg in enumerate(sys.argv):
        if arg == "--bin" and i + 1 < len(sys.argv):
            bin_dir = sys.argv[i + 1]
    info = run([os.path.join(bin_dir, "ovl-run"), "--blas-info"])
    core = info.split("kernels ", 1)[1].split()[0]
    os.execve(sys.executable, [sys.executable, *sys.argv],
              dict(os.environ, OPENBLAS_CORETYPE=core, OMP_NUM_THREADS="1",
                   OVL_BENCH_REEXEC="1"))


if __name__ == "__main__":
    use_ovl_blas_kernels()

import torch  # noqa: E402  (after the re-execution)

import ovl_reference  # noqa: E402

# name -> ovl-gen gpt flags (one rank: tp = pp = dp = 1).
SIZES = {
    "small": dict(num_layers=2, hidden_size=256, num_attention_heads=4,
                  seq_length=128, micro_batch_size=2, num_microbatches=2,
                  vocab_size=2048),
    "medium": dict(num_layers=4, hidden_size=512, num_attention_heads=8,
                   seq_length=256, micro_batch_size=2, num_microbatches=1,
                   vocab_size=4096),
    "large": dict(num_layers=4, hidden_size=1024, num_attention_heads=16,
                  seq_length=512, micro_batch_size=1, num_microbatches=1,
                  vocab_size=8192),
}


def flags(model):
    return [part for key, value in model.items()
            for part in ("--" + key.replace("_", "-"), str(value))]


def kernel_class(name):
    """'gemm fc1 forward:0' -> 'gemm'; trace names start with the kind."""
    return name.split(" ", 1)[0]


def ovl_step(bin_dir, model, steps, work):
    """Median ms per step over steps 2..steps+1 and ms per kernel class."""
    path = lambda name: os.path.join(work, name)
    run([os.path.join(bin_dir, "ovl-gen"), "gpt", "--optimizer", "sgd",
         *flags(model),
         "--make-vocab-size-divisible-by", "128", "-o", path("step.mlir")])
    run([os.path.join(bin_dir, "ovl-opt"), path("step.mlir"),
         "--ovl-lower-pipeline", "-o", path("step.l2.mlir")])
    run([os.path.join(bin_dir, "ovl-translate"), "--ovl-to-plan",
         path("step.l2.mlir"), "-o", path("step.plan")])
    run([os.path.join(bin_dir, "ovl-run"), path("step.plan"), "--steps",
         str(steps + 1), "--trace", path("trace.json")])
    events = trace_events(path("trace.json"))
    spans = collections.defaultdict(lambda: [float("inf"), 0.0])
    classes = collections.Counter()
    for event in events:
        step = event["args"]["step"]
        span = spans[step]
        span[0] = min(span[0], event["ts"])
        span[1] = max(span[1], event["ts"] + event["dur"])
        if step > 1:
            classes[kernel_class(event["name"])] += event["dur"] / 1e3 / steps
    per_step = [(end - begin) / 1e3 for step, (begin, end) in spans.items()
                if step > 1]
    return statistics.median(per_step), classes


def torch_step(model, steps, seed=1234):
    """Median ms per step of the oracle's model after one warm-up step."""
    # The oracle's own flags and defaults, as the e2e tests give them.
    args = ovl_reference.model_parser().parse_args(
        ["--optimizer", "sgd", *flags(model)])
    cfg = ovl_reference.Config(args)
    params = ovl_reference.build_parameters(cfg, seed)
    optimizer = ovl_reference.make_optimizer(cfg, params)
    batches = ovl_reference.step_batches(cfg, seed)
    times = []
    for _ in range(steps + 1):
        begin = time.perf_counter()
        optimizer.zero_grad()
        loss = sum(ovl_reference.forward(cfg, params, batch)
                   for _, batch in batches) / len(batches)
        loss.backward()
        ovl_reference.clip_gradients(cfg, params)  # as Ovl's step does
        optimizer.step()
        times.append((time.perf_counter() - begin) * 1e3)
    return statistics.median(times[1:])


def write_result(path, rows, blas, steps):
    lines = [
        "# cpu backend against PyTorch eager: one-rank GPT step, one thread",
        "",
        "- date: %s" % datetime.date.today().isoformat(),
        "- machine: %s, %d cores; %s" % (platform.processor() or
                                         platform.machine(), os.cpu_count(),
                                         cpu_name()),
        "- BLAS: %s; PyTorch: OPENBLAS_CORETYPE=%s" % (
            blas.replace("blas: ", "", 1),
            os.environ.get("OPENBLAS_CORETYPE", "unset")),
        "- PyTorch %s, torch.set_num_threads(1)" % torch.__version__,
        "- command: `/usr/bin/python3 bench/cpu_vs_pytorch.py --steps %d`"
        % steps,
        "- time per step: median of %d steps after one warm-up step (fwd "
        "and bwd on every micro-batch, the gradients clipped to norm 1.0, "
        "SGD); Ovl's from its first command's start to its last command's "
        "end (the --trace)" % steps,
        "",
        "| size | model | Ovl ms/step | PyTorch ms/step | Ovl / PyTorch |",
        "|---|---|---:|---:|---:|",
    ]
    for name, model, ours, theirs, _ in rows:
        lines.append("| %s | %s | %.1f | %.1f | %.2f |" % (
            name, " ".join(flags(model)), ours, theirs, ours / theirs))
    lines += ["", "Ovl's step by kernel class (ms per step, compute stream):",
              ""]
    kinds = sorted({k for row in rows for k in row[4]},
                   key=lambda k: -sum(row[4][k] for row in rows))
    lines.append("| kernel | " + " | ".join(row[0] for row in rows) + " |")
    lines.append("|---|" + "---:|" * len(rows))
    for kind in kinds:
        lines.append("| %s | " % kind + " | ".join(
            "%.2f" % row[4][kind] for row in rows) + " |")
    emit("\n".join(lines) + "\n", path)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bin", default=os.path.join(
        os.environ.get("OVL_BUILD_DIR", os.path.join(ROOT, "build")), "bin"))
    parser.add_argument("--steps", type=int, default=5)
    parser.add_argument("--sizes", default=",".join(SIZES))
    parser.add_argument("--result")
    parser.add_argument("--max-ratio", type=float)
    args = parser.parse_args()
    for name in args.sizes.split(","):
        if name not in SIZES:
            sys.exit("unknown size '%s' (expected one of %s)"
                     % (name, ", ".join(SIZES)))

    torch.set_num_threads(1)
    blas = run([os.path.join(args.bin, "ovl-run"), "--blas-info"]).strip()
    rows, failed = [], False
    with tempfile.TemporaryDirectory() as work:
        for name in args.sizes.split(","):
            model = SIZES[name]
            ours, classes = ovl_step(args.bin, model, args.steps, work)
            theirs = torch_step(model, args.steps)
            print("%s: ovl %.1f ms, torch %.1f ms, ratio %.2f"
                  % (name, ours, theirs, ours / theirs), flush=True)
            if args.max_ratio and ours / theirs > args.max_ratio:
                failed = True
            rows.append((name, model, ours, theirs, classes))
    write_result(args.result, rows, blas, args.steps)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
