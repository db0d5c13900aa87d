#!/usr/bin/env python3
"""Benchmark: pipeline schedules on the sim backend.

  pipeline-schedules.md   step time and bubble rate of gpipe, 1f1b,
                          interleaved (2 chunks per stage), zb-h1 and zb-h2
                          at p = 4 and 8 stages and m = 8, 16 and 32
                          micro-batches, bf16 and f32. Each stage is one
                          GPT layer (hidden 4096, 32 heads, seq 2048,
                          micro-batch 1): its F, B and W, and the time of
                          one activation transfer, are read off the sim's
                          trace of a real GPT layer compiled with zb-h1
                          (the cost model's numbers), then ovl-gen's
                          synthetic pipeline runs every schedule with them,
                          as the zero-bubble paper (Qi et al., ICLR 2024)
                          studies its schedules.
  pipeline-delay-wgrad.md the gain of ovl-delay-wgrad on a tp 8, pp 4 GPT
                          (8 layers, hidden 4096, seq 2048, 8 micro-batches,
                          1F1B), bf16 and f32, without and with the overlap
                          pipeline.
  pipeline-fwd-bwd.md     the gain of ovl-overlap-fwd-bwd on the same GPT,
                          inside the overlap pipeline, at the default memory
                          budget and at 4 GiB per rank.

Usage: bench/pipeline_figures.py [--tools DIR] [--results DIR]
Every number is from the simulator.
"""

import os
import re
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from overlap_figures import (SIM, Tools, figure_arguments, header,  # noqa: E402
                             rank_events, run, write)

LAYER = dict(hidden=4096, heads=32, seq=2048, mb=1, vocab=32000)
SCHEDULES = ("gpipe", "1f1b", "interleaved", "zb-h1", "zb-h2")
# Model chunks per stage under the interleaved schedule (each chunk's jobs
# take half of the stage's F, B and W).
VIRTUAL_STAGES = 2
STAGES = (4, 8)
MICROBATCHES = (8, 16, 32)


def layer_times(tools, dtype):
    """F, B, W and P2P ms of one GPT layer: stage 1 of a 4-stage, 4-layer
    GPT (a stage with no embedding or output layer) under zb-h1, from the
    sim's trace; micro-batch 0's commands, compute and P2P apart."""
    flags = ["--num-layers", "4", "--hidden-size", str(LAYER["hidden"]),
             "--num-attention-heads", str(LAYER["heads"]),
             "--seq-length", str(LAYER["seq"]),
             "--micro-batch-size", str(LAYER["mb"]), "--num-microbatches",
             "1", "--vocab-size", str(LAYER["vocab"]),
             "--pipeline-model-parallel-size", "4"]
    if dtype == "bf16":
        flags.append("--bf16")
    model = tools.generate("layer-" + dtype, flags)
    l2 = os.path.join(tools.work, "layer-%s.l2.mlir" % dtype)
    plan = os.path.join(tools.work, "layer-%s.plan" % dtype)
    run([tools.tool("ovl-opt"), model, "--ovl-lower-pipeline=schedule=zb-h1",
         "-o", l2])
    run([tools.tool("ovl-translate"), "--ovl-to-plan", l2, "-o", plan])
    trace = plan + ".trace.json"
    run([tools.tool("ovl-run"), plan, "--backend", "sim", "--trace", trace])
    times = dict(F=0.0, B=0.0, W=0.0, P2P=0.0)
    for e in rank_events(trace, rank=1):
        name = e.get("name", "")
        if e.get("cat") == "communication" and name.endswith(
                " send forward:0"):
            times["P2P"] += e["dur"]
        elif e.get("cat") in ("compute", "copy") and name.endswith(":0"):
            kind = name.rsplit(" ", 1)[-1].split(":")[0]
            key = {"forward": "F", "backward_input": "B",
                   "backward_weight": "W"}.get(kind)
            if key:
                times[key] += e["dur"]
    times = {k: v / 1000.0 for k, v in times.items()}
    if min(times["F"], times["B"], times["W"]) <= 0:
        sys.exit("no F, B or W found in the trace of %s: %s" % (plan, times))
    return times


def schedule_run(tools, times, p, m, schedule, elements):
    chunks = VIRTUAL_STAGES if schedule == "interleaved" else 1
    model = os.path.join(tools.work, "p%d-m%d-v%d.mlir" % (p, m, chunks))
    if not os.path.exists(model):
        run([tools.tool("ovl-gen"), "pipeline", "--stages", str(p),
             "--num-microbatches", str(m), "--virtual-stages", str(chunks),
             "--f-ms", "%.6f" % times["F"], "--b-ms", "%.6f" % times["B"],
             "--w-ms", "%.6f" % times["W"], "--p2p-ms", "%.6f" % times["P2P"],
             "--activation-elements", str(elements), "-o", model])
    name = "p%d-m%d-%s" % (p, m, schedule)
    l2 = os.path.join(tools.work, name + ".l2.mlir")
    plan = os.path.join(tools.work, name + ".plan")
    run([tools.tool("ovl-opt"), model,
         "--ovl-lower-pipeline=schedule=" + schedule, "-o", l2])
    run([tools.tool("ovl-translate"), "--ovl-to-plan", l2, "-o", plan])
    text = run([tools.tool("ovl-run"), plan, "--backend", "sim",
                "--report"]).stdout
    step = float(re.search(r"step time\s+([0-9.]+) ms", text).group(1))
    bubble = float(re.search(r"bubble rate ([0-9.]+)", text).group(1))
    memory = float(re.search(r"stage 0 .*activation memory ([0-9.]+) MiB",
                             text).group(1))
    return step, bubble, memory


def summary(rows):
    """What the bf16 table shows, computed from it."""
    def ratio(a, b):
        return ", ".join("p=%d m=%d %.2f" % (p, m, rows[(p, m, a)][0] /
                                            rows[(p, m, b)][0])
                         for p in STAGES for m in MICROBATCHES)
    return ("bf16 step time of zb-h1 over 1f1b: %s. zb-h2 over 1f1b: %s. "
            "interleaved (2 chunks) over 1f1b: %s: without transfer time "
            "the bubble shrinks by the chunk count (the sim's closed-form "
            "test, test/e2e/pipeline-sim.test: 28.5 against 33 at p=4 m=8), "
            "but every micro-batch crosses each link twice as often, and a "
            "stage's transfers take turns on its one pp_comm stream; at "
            "p=4 and in bf16, whose layers are short, that costs more than "
            "the bubble saves. 1f1b over gpipe: %s: with a P2P time, 1F1B's steady state waits "
            "on every micro-batch's round trip through the later stages "
            "(stage 0's B(j) needs the gradient that left the last stage "
            "after F(j) crossed every link twice), and each stage's "
            "transfers take turns on its one pp_comm stream (Megatron "
            "batches a send and a receive into one NCCL group instead, which "
            "Ovl does not yet), while GPipe runs its forwards back to back; "
            "1F1B's gain is memory (stage-0 activations above). The "
            "zero-bubble schedules fill those waits with W jobs." %
            (ratio("zb-h1", "1f1b"), ratio("zb-h2", "1f1b"),
             ratio("interleaved", "1f1b"), ratio("1f1b", "gpipe")))


def schedules(tools, results):
    elements = LAYER["seq"] * LAYER["mb"] * LAYER["hidden"]
    lines = header(
        "Pipeline schedules: step time and bubble rate",
        "bench/pipeline_figures.py",
        [SIM,
         "stage: one GPT layer (hidden %d, %d heads, seq %d, micro-batch %d); "
         "F, B, W and the P2P time of one activation are the sim's "
         "(cost model) for stage 1 of `ovl-gen gpt --num-layers 4 "
         "--pipeline-model-parallel-size 4` under zb-h1, then `ovl-gen "
         "pipeline` runs every schedule with them" %
         (LAYER["hidden"], LAYER["heads"], LAYER["seq"], LAYER["mb"]),
         "bubble rate: (cost - m(F+B+W)) / cost, cost = the longest stage "
         "span (the sim report's line)",
         "stage-0 activation memory: the planned transient arena of stage 0 "
         "(the synthetic pipeline holds one activation of seq x mb x hidden "
         "f32 per micro-batch in flight)"])
    per_dtype = {}
    for dtype in ("bf16", "f32"):
        times = layer_times(tools, dtype)
        per_dtype[dtype] = times
        lines += ["- %s layer: F %.3f ms, B %.3f ms, W %.3f ms, P2P %.3f ms"
                  % (dtype, times["F"], times["B"], times["W"],
                     times["P2P"])]
    rows = {}
    lines += ["", "| p | m | schedule | bf16 step ms | bf16 bubble rate | "
              "f32 step ms | f32 bubble rate | stage-0 activations MiB |",
              "|---:|---:|---|---:|---:|---:|---:|---:|"]
    for p in STAGES:
        for m in MICROBATCHES:
            for schedule in SCHEDULES:
                cells = []
                memory = None
                for dtype in ("bf16", "f32"):
                    with_dtype = Tools(tools.bin,
                                       os.path.join(tools.work, dtype))
                    os.makedirs(with_dtype.work, exist_ok=True)
                    step, bubble, memory = schedule_run(
                        with_dtype, per_dtype[dtype], p, m, schedule,
                        elements)
                    cells += ["%.3f" % step, "%.4f" % bubble]
                label = schedule + (" (v=%d)" % VIRTUAL_STAGES
                                    if schedule == "interleaved" else "")
                lines.append("| %d | %d | %s | %s | %.1f |" %
                             (p, m, label, " | ".join(cells), memory))
                rows[(p, m, schedule)] = (float(cells[0]), memory)
    lines += ["", summary(rows)]
    write(results, "pipeline-schedules.md", lines)


DELAY_MODEL = ["--num-layers", "8", "--hidden-size", "4096",
               "--num-attention-heads", "32", "--seq-length", "2048",
               "--micro-batch-size", "1", "--num-microbatches", "8",
               "--vocab-size", "32000", "--tensor-model-parallel-size", "8",
               "--pipeline-model-parallel-size", "4"]


def delay_wgrad(tools, results):
    lines = header(
        "Delayed weight gradients (ovl-delay-wgrad)",
        "bench/pipeline_figures.py",
        [SIM,
         "model: `ovl-gen gpt %s` (32 ranks; bf16 with --bf16), 1F1B (the "
         "registered pipelines' default)" % " ".join(DELAY_MODEL),
         "variants: `ovl-opt [--ovl-delay-wgrad=layers=N] "
         "[--ovl-overlap-pipeline] --ovl-lower-pipeline`"])
    lines += ["", "| passes before lowering | bf16 step ms | bf16 vs "
              "without | f32 step ms | f32 vs without |",
              "|---|---:|---:|---:|---:|"]
    models = {}
    for dtype in ("bf16", "f32"):
        models[dtype] = tools.generate(
            "delay-" + dtype, DELAY_MODEL + (["--bf16"] if dtype == "bf16"
                                             else []))
    for overlap in (False, True):
        base = {}
        for layers in (0, 1, 2):
            passes = []
            if layers:
                passes.append("--ovl-delay-wgrad=layers=%d" % layers)
            if overlap:
                passes.append("--ovl-overlap-pipeline")
            cells = []
            for dtype in ("bf16", "f32"):
                name = "delay-%s-%d-%d" % (dtype, layers, overlap)
                step = compile_and_simulate(tools, models[dtype], passes,
                                            name)["step"]
                base.setdefault(dtype, step)
                cells += ["%.3f" % step,
                          "%+.1f%%" % (100.0 * (step / base[dtype] - 1))]
            lines.append("| %s | %s |" % (" ".join(passes) or "(none)",
                                          " | ".join(cells)))
    lines += ["", "Without the overlap pipeline, the delayed GEMMs overlap "
              "the gradient send and the step shortens. With it the gain is "
              "smaller, likely (not confirmed) because the "
              "GEMMs that ovl-delay-wgrad moves are the wgrad GEMMs under "
              "which ovl-split-matmul-grad hides the column-parallel dgrad "
              "all-reduce; moved past the send, that all-reduce is exposed "
              "again. (Until 2026-11-28 the tensors between stages went "
              "whole, where Megatron-LM, and ovl-gen since, sends each tp "
              "rank's 1/tp and all-gathers it over tp: every row was "
              "slower, 41.850 ms bf16 without the passes, and in bf16 one "
              "delayed layer with the overlap pipeline was a loss, +1.4%. "
              "Until 2026-11-25 the bf16 rows did not move: under "
              "mixed precision the GEMMs read bf16 copies of the "
              "parameters, which the pass did not trace back to their "
              "layers, so it split nothing. Until 2026-11-23 the overlap "
              "pipeline's own f32 row "
              "was slower than plain 1F1B, 281.7 ms: ovl-schedule-overlap "
              "hoisted the last stage's next forward, whose input the "
              "previous stage sends only after the backward this stage had "
              "not yet run. A receive now stays after the compute before it, "
              "and ovl-pipeline-schedule posts it where the witness says its "
              "data arrives.)"]
    write(results, "pipeline-delay-wgrad.md", lines)


def compile_and_simulate(tools, model, passes, name):
    """The sim report of `model` compiled with `passes` then lowered."""
    l2 = os.path.join(tools.work, name + ".l2.mlir")
    plan = os.path.join(tools.work, name + ".plan")
    run([tools.tool("ovl-opt"), model, *passes, "--ovl-lower-pipeline", "-o",
         l2])
    run([tools.tool("ovl-translate"), "--ovl-to-plan", l2, "-o", plan])
    return tools.simulate(plan)[0]


# The fwd-bwd figure's variants: the overlap pipeline's options.
FWD_BWD_VARIANTS = [
    ("fwd-bwd=off", "without ovl-overlap-fwd-bwd"),
    ("", "default (fwd-bwd=auto, budget 110% of each stage's peak)"),
    ("fwd-bwd=off memory-budget-mb=4096", "without, 4 GiB budget"),
    ("memory-budget-mb=4096", "fwd-bwd=auto, 4 GiB budget"),
    ("fwd-bwd=backward-forward memory-budget-mb=4096",
     "forced: each backward with the next forward, 4 GiB budget"),
]


def fwd_bwd(tools, results):
    lines = header(
        "Forward/backward overlap (ovl-overlap-fwd-bwd)",
        "bench/pipeline_figures.py",
        [SIM,
         "model: `ovl-gen gpt %s` (32 ranks; bf16 with --bf16), 1F1B" %
         " ".join(DELAY_MODEL),
         "variants: `ovl-opt --ovl-overlap-pipeline[=OPTIONS] "
         "--ovl-lower-pipeline`; the change is against the first row"])
    lines += ["", "| overlap-pipeline options | | bf16 step ms | bf16 vs "
              "first | bf16 peak MiB | f32 step ms | f32 vs first | f32 peak "
              "MiB |", "|---|---|---:|---:|---:|---:|---:|---:|"]
    models = {dtype: tools.generate("delay-" + dtype, DELAY_MODEL + (
        ["--bf16"] if dtype == "bf16" else [])) for dtype in ("bf16", "f32")}
    base = {}
    for index, (options, label) in enumerate(FWD_BWD_VARIANTS):
        passes = ["--ovl-overlap-pipeline" + ("=" + options if options
                                              else "")]
        cells = []
        for dtype in ("bf16", "f32"):
            report = compile_and_simulate(tools, models[dtype], passes,
                                          "fwd-bwd-%s-%d" % (dtype, index))
            base.setdefault(dtype, report["step"])
            cells += ["%.3f" % report["step"],
                      "%+.1f%%" % (100.0 * (report["step"] / base[dtype] - 1)),
                      "%.0f" % report["memory"]]
        lines.append("| `%s` | %s | %s |" % (options or "(defaults)", label,
                                             " | ".join(cells)))
    lines += ["", "At the default budget the pass declines: the one pairing "
              "whose inputs arrive in time (Megatron's combined 1F1B, a "
              "warm-up of 2(p - s) - 1 forwards) holds up to p - s more "
              "micro-batches, and the pairings without the longer warm-up "
              "make the witness's step longer (each pair waits for both "
              "inputs, and stage s - 1 is then only one pair ahead). With "
              "room for the warm-up it declines too: the witness prices "
              "each job, and what a pair saves, on ovl-schedule-overlap's "
              "clock (the two jobs scheduled together against in turn, "
              "each prepared as the overlap pipeline prepares a stage), and "
              "here a pair saves at most 27 us in bf16 and 45 us in f32 on "
              "stages 1 and 2 and nothing on stage 3, which the step "
              "waits on, so the warm-up's estimated step is no shorter. "
              "Before 2026-11-28 the witness credited each pair min(comm A, "
              "compute B) + min(comm B, compute A), took the warm-up at "
              "4 GiB, and the step came out 0.5% (bf16) and 0.4% (f32) "
              "longer, at 1.2x (bf16) and 1.5x (f32) the peak memory. "
              "Since 2026-11-29 each scratch schedule is timed in the order "
              "ovl-schedule-overlap would settle on (the planner's check "
              "of the memory budget, the tighter budgets, the reservation, "
              "else the input order); before, its first order was timed "
              "even where the planner put it over the budget. On this model "
              "that changed nothing: the tables, and with `remarks` the "
              "three pairings' estimated steps at 4 GiB (bf16: 43,922.1, "
              "46,332.6 and 29,838.8 us), are the same."]
    write(results, "pipeline-fwd-bwd.md", lines)


def main():
    args = figure_arguments().parse_args()
    with tempfile.TemporaryDirectory() as work:
        tools = Tools(args.tools, work)
        schedules(tools, args.results)
        delay_wgrad(tools, args.results)
        fwd_bwd(tools, args.results)
    return 0


if __name__ == "__main__":
    sys.exit(main())
