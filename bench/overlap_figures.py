#!/usr/bin/env python3
"""Benchmark: what the overlap passes buy, on the sim backend.

Compiles Megatron-style GPT steps from ovl-gen without overlap (the
baseline: ovl-opt --ovl-lower-pipeline) and with ovl-overlap-pipeline, runs
both on the sim backend (default H100 + NVLink device) and writes:

  overlap-tp.md       tensor-parallel exposure: 24 layers, hidden 4096,
                      32 heads, seq 2048, micro-batch 1, tp 8; baseline,
                      the passes without the decomposition (chunks=1), and
                      the whole pipeline; with peak memory;
  overlap-dp.md       data-parallel hiding: dp 8, one micro-batch, a sweep
                      of sequence lengths so that backward compute goes from
                      below to well above the gradient all-reduce time;
  overlap-tp-dp.md    tp 8 x dp 8 (24 layers, hidden 4096): exposed
                      communication and the step against its lower bound,
                      for one micro-batch and for 8 (gradient
                      accumulation, with and without the distributed
                      optimizer);
                      every figure in bf16, f32 as the second column;
  overlap-compile.md  compile speed: the whole pipeline on a module of about
                      1 million ops against parsing and printing it, both
                      from the same -mlir-timing run.

Usage: bench/overlap_figures.py [--tools DIR] [--results DIR] [--skip-compile]
Every number is from the simulator (or, for compile speed, this machine).
"""

import argparse
import datetime
import json
import os
import re
import subprocess
import sys
import tempfile

from bench_tools import cpu_name, trace_events

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(command, **kwargs):
    result = subprocess.run(command, capture_output=True, text=True, **kwargs)
    if result.returncode != 0:
        sys.exit("FAILED: %s\n%s%s" % (" ".join(command), result.stdout,
                                        result.stderr))
    return result


class Tools:
    def __init__(self, bin_dir, work):
        self.bin = bin_dir
        self.work = work

    def tool(self, name):
        return os.path.join(self.bin, name)

    def generate(self, name, flags):
        path = os.path.join(self.work, name + ".mlir")
        # The figures' models train with SGD unless they say otherwise (the
        # recorded results predate ovl-gen's Megatron default, adam).
        if "--optimizer" not in flags:
            flags = ["--optimizer", "sgd", *flags]
        run([self.tool("ovl-gen"), "gpt", *flags, "-o", path])
        return path

    def compile(self, model, name, overlap):
        """Returns the plan of `model`, with the overlap pipeline (a string
        of its options, '' for the defaults) or without (None)."""
        l2 = os.path.join(self.work, name + ".l2.mlir")
        plan = os.path.join(self.work, name + ".plan")
        passes = ["--ovl-lower-pipeline"]
        if overlap is not None:
            pipeline = "--ovl-overlap-pipeline"
            if overlap:
                pipeline += "=" + overlap
            passes.insert(0, pipeline)
        run([self.tool("ovl-opt"), model, *passes, "-o", l2])
        run([self.tool("ovl-translate"), "--ovl-to-plan", l2, "-o", plan])
        return plan

    def simulate(self, plan):
        trace = plan + ".trace.json"
        report = run([self.tool("ovl-run"), plan, "--backend", "sim",
                      "--report", "--trace", trace]).stdout
        return parse_report(report), trace


def parse_report(text):
    def ms(label):
        match = re.search(r"%s\s+([0-9.]+) ms" % label, text)
        if not match:
            sys.exit("no '%s' in the report:\n%s" % (label, text))
        return float(match.group(1))
    memory = re.search(r"peak memory\s+([0-9.]+) MiB", text)
    persistent = re.search(r"persistent ([0-9.]+) MiB\)", text)
    # "    over tp   1.125 ms exposed of 7.484 ms busy per rank"
    groups = {group: float(exposed) for group, exposed in re.findall(
        r"^    over (\S+)\s+([0-9.]+) ms exposed of", text, re.M)}
    streams = re.search(r"busy per stream\s+(.*)", text).group(1)
    per_role = {role: float(value) for role, value in
                re.findall(r"(\w+) ([0-9.]+) ms", streams)}
    return {
        "step": ms("step time"),
        "compute": ms("compute busy"),
        "comm": ms("communication busy"),
        "exposed": ms("exposed communication"),
        "exposed_per_group": groups,
        "memory": float(memory.group(1)),
        "persistent": float(persistent.group(1)) if persistent else 0.0,
        "tp_comm": per_role.get("tp_comm", 0.0),
        "dp_comm": per_role.get("dp_comm", 0.0),
    }


def rank_events(trace, rank=0):
    """The complete ("X") events of one rank in a sim trace."""
    return [e for e in trace_events(trace) if e["pid"] == rank]


def backward_compute_ms(trace, rank=0):
    """Busy time of rank 0's GEMMs and kernels of backward jobs."""
    return sum(e["dur"] for e in rank_events(trace, rank)
               if e.get("cat") == "compute" and
               "backward" in e.get("name", "")) / 1000.0


SIM = ("backend: sim (virtual clock, default device h100-sxm-nvlink, with "
       "its contention: compute beside communication takes 1.189x as long; "
       "numbers are the simulator's, not a GPU's)")
DTYPES = ("bf16", "f32")
DTYPE_NOTE = ("dtypes: bf16 (`--bf16`, Megatron's mixed precision: bf16 "
              "activations and weight copies, f32 main weights, gradients "
              "accumulated and all-reduced in f32, so the data-parallel "
              "all-reduce moves f32), f32 as the second column")


def program_compute(trace, rank=0):
    """One compiled program's compute at full rate (the cost model's
    estimates, chunking overhead included) and its forward communication
    time, from its trace."""
    compute = forward_comm = 0.0
    for e in rank_events(trace, rank):
        if e.get("cat") == "compute":
            compute += e["args"]["estimate_us"]
        elif e.get("cat") == "communication" and "forward" in e["name"]:
            forward_comm += e["dur"]
    return compute / 1000.0, forward_comm / 1000.0


def with_dtype(flags, dtype):
    return flags + (["--bf16"] if dtype == "bf16" else [])


def header(title, command, lines):
    now = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d")
    out = ["# " + title, "", "- date: " + now, "- command: `%s`" % command]
    out += ["- " + line for line in lines]
    return out


def pct(part, whole):
    return 100.0 * part / whole if whole > 0 else 0.0


def tensor_parallel(tools, results):
    flags = ["--num-layers", "24", "--hidden-size", "4096",
             "--num-attention-heads", "32", "--seq-length", "2048",
             "--micro-batch-size", "1", "--num-microbatches", "1",
             "--tensor-model-parallel-size", "8"]
    variants = [("baseline (no overlap)", None),
                ("overlap pipeline, chunks=1 (no decomposition)", "chunks=1"),
                ("overlap pipeline (chunks=auto)", "")]
    rows = {}
    for dtype in DTYPES:
        model = tools.generate("tp-" + dtype, with_dtype(flags, dtype))
        rows[dtype] = [tools.simulate(tools.compile(
            model, "tp-%s-%d" % (dtype, i), overlap))[0]
            for i, (_, overlap) in enumerate(variants)]
    lines = header(
        "Overlap: tensor-parallel exposure",
        "bench/overlap_figures.py",
        [SIM, DTYPE_NOTE,
         "model: `ovl-gen gpt %s [--bf16]` (one micro-batch, 8 ranks; all "
         "communication is tensor-parallel)" % " ".join(flags),
         "exposed communication: per rank, tensor-parallel communication "
         "time not covered by compute (sim report); compute busy includes "
         "the contention slowdown",
         "goal: exposed communication after ovl-overlap-pipeline at most a "
         "third of the baseline's"])
    lines += ["", "| variant | step ms bf16 | compute ms bf16 | tp comm ms "
              "bf16 | exposed ms bf16 | exposed vs baseline bf16 | peak MiB "
              "bf16 | step ms f32 | exposed ms f32 | exposed vs baseline "
              "f32 |", "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for i, (label, _) in enumerate(variants):
        b, f = rows["bf16"][i], rows["f32"][i]
        lines.append(
            "| %s | %.3f | %.3f | %.3f | %.3f | %.1f%% | %.1f | %.3f | %.3f "
            "| %.1f%% |" % (label, b["step"], b["compute"], b["comm"],
                            b["exposed"],
                            pct(b["exposed"], rows["bf16"][0]["exposed"]),
                            b["memory"], f["step"], f["exposed"],
                            pct(f["exposed"], rows["f32"][0]["exposed"])))
    for dtype in DTYPES:
        base, full = rows[dtype][0], rows[dtype][-1]
        lines += ["", "%s: exposed tensor-parallel communication falls from "
                  "%.3f ms to %.3f ms (%.1f%% of the baseline; goal at most "
                  "33.3%%), step %.3f -> %.3f ms." % (
                      dtype, base["exposed"], full["exposed"],
                      pct(full["exposed"], base["exposed"]), base["step"],
                      full["step"])]
    write(results, "overlap-tp.md", lines)


def rows_flags(seq):
    """The data-parallel figure's model at sequence length `seq` (f32)."""
    return ["--num-layers", "8", "--hidden-size", "1024",
            "--num-attention-heads", "16", "--seq-length", str(seq),
            "--micro-batch-size", "1", "--num-microbatches", "1",
            "--data-parallel-size", "8"]


def data_parallel(tools, results):
    rows = []
    for seq in (256, 512, 1024, 2048, 4096, 6144, 8192, 12288):
        flags = rows_flags(seq)
        row = {}
        for dtype in DTYPES:
            name = "dp%d-%s" % (seq, dtype)
            model = tools.generate(name, with_dtype(flags, dtype))
            base, _ = tools.simulate(tools.compile(model, name + "b", None))
            over, trace = tools.simulate(tools.compile(model, name + "o", ""))
            row[dtype] = (base, over, backward_compute_ms(trace))
        rows.append((seq, row))
    lines = header(
        "Overlap: data-parallel gradient all-reduce hiding",
        "bench/overlap_figures.py",
        [SIM, DTYPE_NOTE,
         "model: `ovl-gen gpt --num-layers 8 --hidden-size 1024 "
         "--num-attention-heads 16 --seq-length S --micro-batch-size 1 "
         "--num-microbatches 1 --data-parallel-size 8 [--bf16]` (all "
         "communication is the data-parallel gradient all-reduce)",
         "backward ms: rank 0's GEMM and kernel time in backward jobs "
         "(overlapped run, with contention); all-reduce ms: communication "
         "busy time",
         "hidden: 1 - exposed / all-reduce time, overlapped run",
         "goal: at least 90% hidden whenever backward compute is at least "
         "1.5x the all-reduce time"])
    lines += ["", "| seq | backward ms bf16 | all-reduce ms bf16 | backward "
              "/ all-reduce bf16 | exposed ms base / overlapped bf16 | hidden "
              "bf16 | step ms base / overlapped bf16 | backward / all-reduce "
              "f32 | exposed ms base / overlapped f32 | hidden f32 |",
              "|---:|---:|---:|---:|---|---:|---|---:|---|---:|"]
    verdict = {dtype: [] for dtype in DTYPES}
    for seq, row in rows:
        cells = []
        for dtype in DTYPES:
            base, over, backward = row[dtype]
            ratio = backward / over["comm"]
            hidden = 1 - over["exposed"] / over["comm"]
            if ratio >= 1.5:
                verdict[dtype].append(hidden)
            if dtype == "bf16":
                cells.append("%.3f | %.3f | %.2f | %.3f / %.3f | %.1f%% | "
                             "%.3f / %.3f" % (backward, over["comm"], ratio,
                                              base["exposed"], over["exposed"],
                                              100 * hidden, base["step"],
                                              over["step"]))
            else:
                cells.append("%.2f | %.3f / %.3f | %.1f%%" % (
                    ratio, base["exposed"], over["exposed"], 100 * hidden))
        lines.append("| %d | %s |" % (seq, " | ".join(cells)))
    lines.append("")
    for dtype in DTYPES:
        lines.append(
            "%s: where backward compute is at least 1.5x the all-reduce time, "
            "the smallest hidden share is %.1f%% (goal: 90%%)."
            % (dtype, 100 * min(verdict[dtype])) if verdict[dtype] else
            "%s: no configuration reached a backward / all-reduce ratio of "
            "1.5." % dtype)
    # Megatron's default gradient clipping (on above) makes every update
    # wait for the last all-reduce and the norm's: the largest f32 case
    # again without it.
    seq = rows[-1][0]
    flags = rows_flags(seq) + ["--clip-grad", "0"]
    model = tools.generate("dp-noclip", flags)
    unclipped, _ = tools.simulate(tools.compile(model, "dp-noclip-o", ""))
    clipped = rows[-1][1]["f32"][1]
    lines.append(
        "Gradient clipping (`--clip-grad 1.0`, Megatron's default, in every "
        "row above) makes each update wait for the last all-reduce and the "
        "norm's: at S %d in f32 the overlapped step leaves %.3f ms exposed, "
        "%.3f ms with `--clip-grad 0` (%.1f%% hidden)." % (
            seq, clipped["exposed"], unclipped["exposed"],
            100 * (1 - unclipped["exposed"] / unclipped["comm"])))
    write(results, "overlap-dp.md", lines)


def tp_exposed(report):
    """The report's exposed tensor-parallel communication (its `over tp`
    line), in ms."""
    if "tp" not in report["exposed_per_group"]:
        sys.exit("no 'over tp' line in the report")
    return report["exposed_per_group"]["tp"]


def combined(tools, results):
    """tp 8 x dp 8: exposed communication and the step against its lower
    bound max(compute, per-link communication) per rank."""
    flags = ["--num-layers", "24", "--hidden-size", "4096",
             "--num-attention-heads", "32", "--seq-length", "2048",
             "--micro-batch-size", "1", "--num-microbatches", "1",
             "--tensor-model-parallel-size", "8", "--data-parallel-size", "8"]
    rows = {}
    for dtype in DTYPES:
        model = tools.generate("tpdp-" + dtype, with_dtype(flags, dtype))
        base, _ = tools.simulate(tools.compile(model, "tpdp-%sb" % dtype,
                                               None))
        over, trace = tools.simulate(tools.compile(model, "tpdp-%so" % dtype,
                                                   ""))
        over["program"] = program_compute(trace)
        # Compute alone: the baseline runs nothing beside it (no
        # contention); per link: the overlapped run's tp and dp streams.
        bound = max(base["compute"], over["tp_comm"], over["dp_comm"])
        rows[dtype] = (base, over, bound)
    lines = header(
        "Overlap: tensor and data parallel together (tp 8 x dp 8)",
        "bench/overlap_figures.py",
        [SIM, DTYPE_NOTE,
         "model: `ovl-gen gpt %s [--bf16]` (64 ranks: tp over NVLink, dp "
         "over InfiniBand)" % " ".join(flags),
         "lower bound: max(compute alone, tp link busy, dp link busy) per "
         "rank: compute from the baseline (nothing runs beside it), link "
         "times from the overlapped run's tp_comm and dp_comm streams",
         "exposed: communication not under the rank's compute, per rank; "
         "tp exposed is the report's `over tp` line, the tensor-parallel "
         "collectives alone (a moment when tp and dp are both exposed "
         "counts in both, once in the total)",
         "goals: exposed tensor-parallel communication at most a third of "
         "the baseline's; step at most 1.10x the lower bound where compute "
         ">= communication. With contention the bound is not reachable: "
         "compute beside communication runs 1.189x as long"])
    lines += ["", "| dtype | compute ms | tp link ms | dp link ms | lower "
              "bound ms | baseline step ms | overlapped step ms | step / "
              "bound | tp exposed ms base / overlapped | tp exposed vs "
              "baseline | all exposed ms base / overlapped | all exposed vs "
              "baseline |",
              "|---|---:|---:|---:|---:|---:|---:|---:|---|---:|---|---:|"]
    for dtype in DTYPES:
        base, over, bound = rows[dtype]
        lines.append("| %s | %.3f | %.3f | %.3f | %.3f | %.3f | %.3f | %.3f "
                     "| %.3f / %.3f | %.1f%% | %.3f / %.3f | %.1f%% |" % (
                         dtype, base["compute"], over["tp_comm"],
                         over["dp_comm"], bound, base["step"], over["step"],
                         over["step"] / bound, tp_exposed(base),
                         tp_exposed(over),
                         pct(tp_exposed(over), tp_exposed(base)),
                         base["exposed"], over["exposed"],
                         pct(over["exposed"], base["exposed"])))
    lines.append("")
    slowdown = default_compute_slowdown()
    for dtype in DTYPES:
        base, over, bound = rows[dtype]
        if base["compute"] >= max(over["tp_comm"], over["dp_comm"]):
            # Hidden communication runs beside compute, which then runs at
            # 1 / (1 + s): at least the busiest link's time L of it, so no
            # schedule ends before C + L s / (1 + s).
            busiest = max(over["tp_comm"], over["dp_comm"])
            floor_ms = base["compute"] + busiest * slowdown / (1 + slowdown)
            lines.append(
                "%s: under contention no schedule ends before %.3f ms "
                "(compute %.3f + %.3f ms of the busiest link x %.3f / %.3f), "
                "%.4fx the lower bound; the overlapped step is %.4fx that "
                "floor." % (dtype, floor_ms, base["compute"], busiest,
                            slowdown, 1 + slowdown, floor_ms / bound,
                            over["step"] / floor_ms))
            # The program the passes produced: its own compute (token
            # chunks cost GEMM efficiency and launches), slowed beside any
            # link's work. One micro-batch: every gradient reduction needs
            # the backward, which needs the whole forward, so the forward's
            # collectives never run beside the dp link's.
            compute, forward_comm = over["program"]
            links = over["dp_comm"] + forward_comm
            program_ms = compute + links * slowdown / (1 + slowdown)
            lines.append(
                "%s: the overlapped program itself computes %.3f ms at full "
                "rate (%.3f ms more than the baseline: the token chunks' "
                "smaller GEMMs and extra launches), and its forward's tp "
                "all-reduces (%.3f ms) cannot run beside the dp reductions, "
                "which need the backward: compute runs beside at least "
                "%.3f ms of link work, so no order of this program ends "
                "before %.3f ms, %.4fx the lower bound; its step is %.3f ms "
                "above that." % (dtype, compute, compute - base["compute"],
                                 forward_comm, links, program_ms,
                                 program_ms / bound,
                                 over["step"] - program_ms))
    for dtype in DTYPES:
        base, over, bound = rows[dtype]
        compute_bound = base["compute"] >= max(over["tp_comm"],
                                               over["dp_comm"])
        # Where communication outlasts compute, at least their difference
        # stays exposed whatever the schedule.
        floor = max(0.0, max(over["tp_comm"], over["dp_comm"]) -
                    base["compute"])
        lines.append(
            "%s: exposed tensor-parallel communication %.1f%% of the "
            "baseline's (goal at most 33.3%%: %s); all exposed communication "
            "(tp and dp) %.1f%% of the baseline's (at least %.3f ms must "
            "stay exposed where a link is busier than compute); step %.2fx "
            "the lower bound (%s)." % (
                dtype, pct(tp_exposed(over), tp_exposed(base)),
                "met" if tp_exposed(over) <= tp_exposed(base) / 3
                else "missed",
                pct(over["exposed"], base["exposed"]),
                floor,
                over["step"] / bound,
                ("compute-bound, goal at most 1.10x: %s" %
                 ("met" if over["step"] <= 1.10 * bound else "missed"))
                if compute_bound else
                "communication-bound: the 1.10x goal does not apply"))
    lines += accumulated(tools, flags)
    write(results, "overlap-tp-dp.md", lines)


def first_reduction(trace, rank=0):
    """(start of the first data-parallel gradient reduction, dp link busy
    from then on, compute busy from then on) in ms, from a sim trace."""
    events = rank_events(trace, rank)
    reductions = [e for e in events if e.get("cat") == "communication" and
                  re.match(r"(all_reduce|reduce_scatter) \[dp\]", e["name"])]
    start = min(e["ts"] for e in reductions)
    dp_busy = sum(e["dur"] for e in reductions if e["ts"] >= start)
    compute = sum(min(e["dur"], e["ts"] + e["dur"] - start) for e in events
                  if e.get("cat") == "compute" and e["ts"] + e["dur"] > start)
    return start / 1000.0, dp_busy / 1000.0, compute / 1000.0


def accumulated(tools, flags):
    """The tp 8 x dp 8 step with 8 micro-batches of gradient accumulation,
    with and without the distributed optimizer: where compute outlasts the
    links, against the same lower bound."""
    microbatches = 8
    flags = list(flags)
    flags[flags.index("--num-microbatches") + 1] = str(microbatches)
    variants = [("gradients all-reduced", []),
                ("distributed optimizer", ["--use-distributed-optimizer"])]
    lines = ["", "## With gradient accumulation (%d micro-batches)" %
             microbatches, "",
             "Beyond the goal's configuration: the same model and mesh with "
             "`--num-microbatches %d`, so that compute outlasts both links, "
             "plain and with `--use-distributed-optimizer` (gradients "
             "reduce-scattered, parameters all-gathered). Same lower bound "
             "and columns." % microbatches, "",
             "| optimizer | dtype | compute ms | tp link ms | dp link ms | "
             "lower bound ms | baseline step ms | overlapped step ms | step / "
             "bound | tp exposed ms base / overlapped | dp exposed ms base / "
             "overlapped | first dp reduction starts at ms | dp link busy "
             "after it ms | compute after it ms |",
             "|---|---|---:|---:|---:|---:|---:|---:|---:|---|---|---:|---:|"
             "---:|"]
    gathers, verdicts = [], []
    for name, extra in variants:
        for dtype in DTYPES:
            tag = "acc-%s-%s" % (dtype, "dist" if extra else "plain")
            model = tools.generate(tag, with_dtype(flags + extra, dtype))
            base, _ = tools.simulate(tools.compile(model, tag + "b", None))
            over, trace = tools.simulate(tools.compile(model, tag + "o", ""))
            bound = max(base["compute"], over["tp_comm"], over["dp_comm"])
            start, dp_busy, compute_after = first_reduction(trace)
            verdicts.append(
                "%s, %s: %.3f ms of compute remain once the first dp "
                "reduction starts, against %.3f ms of dp link work from "
                "then on; step %.3fx the lower bound (goal at most 1.10x: "
                "%s)." % (dtype, name, compute_after, dp_busy,
                          over["step"] / bound,
                          "met" if over["step"] <= 1.10 * bound
                          else "missed"))
            if extra:
                gathers.append((dtype, gather_span(trace)))
            lines.append(
                "| %s | %s | %.3f | %.3f | %.3f | %.3f | %.3f | %.3f | %.3f | "
                "%.3f / %.3f | %.3f / %.3f | %.3f | %.3f | %.3f |" % (
                    name, dtype, base["compute"], over["tp_comm"],
                    over["dp_comm"], bound, base["step"], over["step"],
                    over["step"] / bound, tp_exposed(base), tp_exposed(over),
                    base["exposed_per_group"].get("dp", 0.0),
                    over["exposed_per_group"].get("dp", 0.0), start, dp_busy,
                    compute_after))
    lines += ["",
              "Megatron-LM reduces the gradients once per step, after the "
              "last micro-batch has added its part, so no gradient reduction "
              "can start before the last micro-batch's backward; the bound "
              "max(compute, link) assumes communication can run beside any "
              "compute. The columns on the right are the overlapped run's "
              "rank 0: where less compute remains after its first "
              "data-parallel reduction starts than the dp link has to do, "
              "at least the difference is exposed.", ""]
    lines += verdicts
    for dtype, (first, last) in gathers:
        lines.append("%s, distributed optimizer: the parameter all-gathers "
                     "run from %.3f to %.3f ms of the step, under the first "
                     "micro-batch's forward." % (dtype, first, last))
    return lines


def gather_span(trace, rank=0):
    """(first start, last end) in ms of the data-parallel all-gathers."""
    gathers = [e for e in rank_events(trace, rank)
               if e["name"].startswith("all_gather [dp]")]
    return (min(e["ts"] for e in gathers) / 1000.0,
            max(e["ts"] + e["dur"] for e in gathers) / 1000.0)


def compile_speed(tools, results):
    flags = ["--num-layers", "130", "--num-microbatches", "180",
             "--hidden-size", "32", "--num-attention-heads", "2",
             "--seq-length", "8", "--tensor-model-parallel-size", "2",
             "--data-parallel-size", "2"]
    model = tools.generate("m1", flags)
    ops = re.search(r"total: (\d+) ops", run(
        [tools.tool("ovl-opt"), model, "--ovl-print-summary", "-o",
         os.devnull]).stdout).group(1)
    timing = run([tools.tool("ovl-opt"), model, "--ovl-overlap-pipeline",
                  "-mlir-timing", "-o",
                  os.path.join(tools.work, "m1.out.mlir")]).stderr

    def seconds(name):
        match = re.search(r"^\s+([0-9.]+) \(\s*[0-9.]+%\)\s+" + re.escape(name) +
                          "$", timing, re.M)
        if not match:
            sys.exit("no '%s' in the timing report:\n%s" % (name, timing))
        return float(match.group(1))
    parse, output = seconds("Parser"), seconds("Output")
    # The pipeline's phases: every top-level entry but parsing, printing,
    # the rest and the total (its function passes nest under 'func.func'
    # Pipeline entries, the whole-module verifications between them stand
    # alone), and each phase's passes.
    phases = []
    for secs, indent, name in re.findall(
            r"^\s+([0-9.]+) \(\s*[0-9.]+%\)(\s+)(\S.*)$", timing, re.M):
        if len(indent) == 2 and name not in ("Parser", "Output", "Rest",
                                             "Total"):
            phases.append((float(secs), name, []))
        elif len(indent) == 4 and phases:
            phases[-1][2].append((float(secs), name))
    pipeline = sum(secs for secs, _, _ in phases)
    machine = "%d cores, %s" % (os.cpu_count(), cpu_name())
    lines = header(
        "Overlap: compile speed of ovl-overlap-pipeline",
        "bench/overlap_figures.py",
        ["machine: " + machine,
         "model: `ovl-gen gpt %s`: %s ops" % (" ".join(flags), ops),
         "timed: one `ovl-opt MODEL --ovl-overlap-pipeline -mlir-timing "
         "-o OUT` run; parse (with verification) and print are its Parser "
         "and Output phases",
         "goal: the pipeline takes at most 2x parse + print"])
    lines += ["", "| phase | seconds |", "|---|---:|",
              "| parse + verify | %.3f |" % parse,
              "| print | %.3f |" % output,
              "| ovl-overlap-pipeline | %.3f |" % pipeline]
    for secs, name, passes in phases:
        if not passes:
            lines.append("| &nbsp;&nbsp;%s | %.3f |" % (name, secs))
        for pass_secs, pass_name in passes:
            lines.append("| &nbsp;&nbsp;%s | %.3f |" % (pass_name, pass_secs))
    lines += ["", "The pipeline takes %.2fx the time to parse and print the "
              "module (goal: at most 2x). With the lowering "
              "(`--ovl-overlap-pipeline --ovl-lower-pipeline`, to the "
              "runtime's commands) see compile-scaling.md." % (
                  pipeline / (parse + output))]
    write(results, "overlap-compile.md", lines)


def default_compute_slowdown():
    """The default device's compute slowdown beside communication."""
    path = os.path.join(os.path.dirname(os.path.dirname(
        os.path.abspath(__file__))), "runtime", "devices",
        "h100-sxm-nvlink.json")
    with open(path) as f:
        return json.load(f)["contention"]["compute_slowdown"]


def write(results, name, lines):
    os.makedirs(results, exist_ok=True)
    path = os.path.join(results, name)
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
    print("\n".join(lines) + "\n")


def figure_arguments():
    """The options every figure script takes: where the tools are, where
    the results go."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--tools", default=os.path.join(
        os.environ.get("OVL_BUILD_DIR", os.path.join(ROOT, "build")), "bin"))
    parser.add_argument("--results", default=os.path.join(ROOT, "bench",
                                                          "results"))
    return parser


def main():
    parser = figure_arguments()
    parser.add_argument("--skip-compile", action="store_true",
                        help="skip the 1-million-op compile-speed run")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as work:
        tools = Tools(args.tools, work)
        tensor_parallel(tools, args.results)
        data_parallel(tools, args.results)
        combined(tools, args.results)
        if not args.skip_compile:
            compile_speed(tools, args.results)
    return 0


if __name__ == "__main__":
    sys.exit(main())
