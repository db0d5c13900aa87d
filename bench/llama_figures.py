#!/usr/bin/env python3
"""Benchmark: a Llama-style 8B-shaped step on the sim backend, without and
with the overlap passes (issue 11's figure).

Model: 32 layers, hidden 4096, 32 heads in 8 query groups (GQA), SwiGLU
FFN 14336, RMSNorm, rope, no linear biases, vocabulary 128256, sequence
4096, micro-batch 1, global batch 64 (8 micro-batches per replica), bf16
mixed precision, AdamW, tp 8 with sequence parallelism, dp 8 (64 ranks:
tp over NVLink, dp over InfiniBand), with plain data parallelism and with
Megatron's distributed optimizer. Writes llama-8b.md: exposed
communication (tp and dp streams), the step against its lower bound
max(compute, busiest link) and the peak and persistent memory per rank.

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


DISTRIBUTED = ["--use-distributed-optimizer", "--overlap-grad-reduce",
               "--overlap-param-gather"]


def main():
    args = figure_arguments().parse_args()
    runs = {}
    with tempfile.TemporaryDirectory() as work:
        tools = Tools(args.tools, work)
        for optimizer, extra in (("plain dp", []), ("distributed optimizer",
                                                    DISTRIBUTED)):
            model = tools.generate("llama8b", FLAGS + extra)
            for name, pipeline in (("baseline", None),
                                   ("overlap pipeline", "")):
                tag = "llama8b-%d" % len(runs)
                runs[(optimizer, name)] = tools.simulate(
                    tools.compile(model, tag, pipeline))[0]
    slowdown = default_compute_slowdown()
    lines = header(
        "Llama-style 8B shape: tp 8 (sequence parallel) x dp 8, bf16",
        "bench/llama_figures.py",
        [SIM,
         "model: `ovl-gen gpt %s`, then with `%s`" % (" ".join(FLAGS),
                                                     " ".join(DISTRIBUTED)),
         "bf16 is Megatron's mixed precision: f32 main weights and AdamW "
         "state, gradients accumulated and reduced over dp in f32; with the "
         "distributed optimizer the f32 gradients are reduce-scattered over "
         "dp and the bf16 parameters all-gathered in the step's forward",
         "lower bound: max(compute alone, tp link busy, dp link busy) per "
         "rank (compute from the baseline, links from the overlapped run)",
         "ovl-decompose-collective-matmul splits the forward's "
         "matmul + reduce-scatter and all-gather + matmul regions in 2 "
         "token chunks (R = 256 rows of the 512-token shard: the cpu "
         "backend's bit-identity needs whole 256-row GEMM blocks at this "
         "size); the backward's duals (the all-gather of the output "
         "gradient before each row-parallel dgrad) are not decomposed, "
         "and stay exposed"])
    lines += ["", "| optimizer | compile | step ms | compute ms | "
              "communication ms | tp link ms | dp link ms | exposed ms | "
              "step / bound | peak memory MiB per rank | persistent MiB "
              "per rank |",
              "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    bounds = {}
    for optimizer in ("plain dp", "distributed optimizer"):
        base = runs[(optimizer, "baseline")]
        over = runs[(optimizer, "overlap pipeline")]
        bounds[optimizer] = max(base["compute"], over["tp_comm"],
                                over["dp_comm"])
        for name, r in (("baseline", base), ("overlap pipeline", over)):
            links = ("%.3f | %.3f" % (r["tp_comm"], r["dp_comm"])
                     if r["tp_comm"] or r["dp_comm"] else
                     "— | — (one stream)")
            lines.append(
                "| %s | %s | %.3f | %.3f | %.3f | %s | %.3f | %.3f "
                "| %.0f | %.0f |" % (
                    optimizer, name, r["step"], r["compute"], r["comm"],
                    links, r["exposed"],
                    r["step"] / bounds[optimizer], r["memory"],
                    r["persistent"]))
    lines.append("")
    for optimizer in ("plain dp", "distributed optimizer"):
        base = runs[(optimizer, "baseline")]
        over = runs[(optimizer, "overlap pipeline")]
        busiest = max(over["tp_comm"], over["dp_comm"])
        bound = bounds[optimizer]
        text = ("%s: lower bound %.3f ms (%s); exposed communication %.1f%% "
                "of the baseline's." % (
                    optimizer.capitalize(), bound,
                    "compute-bound" if base["compute"] >= busiest else
                    "communication-bound",
                    pct(over["exposed"], base["exposed"])))
        if base["compute"] >= busiest:
            text += (" Under contention (compute beside communication runs "
                     "%.3fx as long) no schedule ends before %.3f ms." % (
                         1 + slowdown,
                         base["compute"] + busiest * slowdown /
                         (1 + slowdown)))
        lines.append(text)
    plain = runs[("plain dp", "overlap pipeline")]
    dist = runs[("distributed optimizer", "overlap pipeline")]
    lines += ["", "The distributed optimizer keeps %.0f of %.0f MiB "
              "persistent per rank (%.3f; 1/dp of the main weights and "
              "optimizer state would be 0.125), peak %.0f -> %.0f MiB." % (
                  dist["persistent"], plain["persistent"],
                  dist["persistent"] / plain["persistent"], plain["memory"],
                  dist["memory"])]
    write(args.results, "llama-8b.md", lines)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
