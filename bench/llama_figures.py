#!/usr/bin/env python3
"""Benchmark: a Llama-style 8B-shaped step on the sim backend, without and
with the overlap passes (issue 11's figure).

Model: 32 layers, hidden 4096, 32 heads in 8 query groups (GQA), SwiGLU
FFN 14336, RMSNorm, rope, no linear biases, vocabulary 128256, sequence
4096, micro-batch 1, global batch 64 (8 micro-batches per replica), bf16
mixed precision, AdamW, tp 8 with sequence parallelism, dp 8 (64 ranks:
tp over NVLink, dp over InfiniBand). Writes
llama-8b.md: exposed communication (tp and dp streams), the step against
its lower bound max(compute, busiest link) and the peak memory per rank.

Usage: bench/llama_figures.py [--tools DIR] [--results DIR]
Every number is from the simulator.
"""

import tempfile

from overlap_figures import (SIM, Tools, default_compute_slowdown,
                             figure_arguments, header, pct, write)

FLAGS = ["--num-layers", "32", "--hidden-size", "4096",
         "--num-attention-heads", "32", "--group-query-attention",
         "--num-query-groups", "8", "--ffn-hidden-size", "14336",
         "--swiglu", "--normalization", "RMSNorm",
         "--position-embedding-type", "rope", "--disable-bias-linear",
         "--vocab-size", "128256", "--seq-length", "4096",
         "--micro-batch-size", "1", "--global-batch-size", "64", "--bf16",
         "--optimizer", "adam", "--lr", "3e-4", "--sequence-parallel",
         "--tensor-model-parallel-size", "8", "--data-parallel-size", "8"]


def main():
    args = figure_arguments().parse_args()
    with tempfile.TemporaryDirectory() as work:
        tools = Tools(args.tools, work)
        model = tools.generate("llama8b", FLAGS)
        base, _ = tools.simulate(tools.compile(model, "llama8b-base", None))
        over, _ = tools.simulate(tools.compile(model, "llama8b-over", ""))
    bound = max(base["compute"], over["tp_comm"], over["dp_comm"])
    slowdown = default_compute_slowdown()
    lines = header(
        "Llama-style 8B shape: tp 8 (sequence parallel) x dp 8, bf16",
        "bench/llama_figures.py",
        [SIM,
         "model: `ovl-gen gpt %s`" % " ".join(FLAGS),
         "bf16 is Megatron's mixed precision: f32 main weights and AdamW "
         "state, gradients accumulated and all-reduced over dp in f32",
         "lower bound: max(compute alone, tp link busy, dp link busy) per "
         "rank (compute from the baseline, links from the overlapped run)",
         "not yet here: the distributed optimizer (--use-distributed-"
         "optimizer is refused), so the memory column has no with/without "
         "comparison; and the collective-matmul decomposition of "
         "all-gather + matmul and matmul + reduce-scatter "
         "(ovl-decompose-collective-matmul splits the all-reduce form "
         "only), so most sequence-parallel collectives stay exposed"])
    lines += ["", "| compile | step ms | compute ms | communication ms | "
              "tp link ms | dp link ms | exposed ms | step / bound | peak "
              "memory MiB per rank |",
              "|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
    links = lambda r: ("%.3f | %.3f" % (r["tp_comm"], r["dp_comm"])
                       if r["tp_comm"] or r["dp_comm"] else
                       "— | — (one stream)")
    for name, r in (("baseline", base), ("overlap pipeline", over)):
        lines.append("| %s | %.3f | %.3f | %.3f | %s | %.3f | %.3f | %.0f |"
                     % (name, r["step"], r["compute"], r["comm"], links(r),
                        r["exposed"], r["step"] / bound, r["memory"]))
    busiest = max(over["tp_comm"], over["dp_comm"])
    lines += ["", "Lower bound %.3f ms (%s); exposed communication %.1f%% of "
              "the baseline's." % (
                  bound, "compute-bound" if base["compute"] >= busiest else
                  "communication-bound", pct(over["exposed"],
                                             base["exposed"]))]
    if base["compute"] >= busiest:
        lines.append(
            "Under contention (compute beside communication runs %.3fx as "
            "long) no schedule ends before %.3f ms." % (
                1 + slowdown,
                base["compute"] + busiest * slowdown / (1 + slowdown)))
    write(args.results, "llama-8b.md", lines)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
