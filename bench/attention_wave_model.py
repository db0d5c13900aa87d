#!/usr/bin/env python3
"""Analysis: a wave model of attention against a measured sweep.

Reads a gpu-attention-sweep.md (ovl-attention-sweep's timings of the cuda
backend's attention by shape on one GPU) and sets two models of each
direction's time against every shape of each (dtype, head size) section:

  - FLOPs: time = FLOPs / rate, one rate per section (the simulator's
    price of fused attention today: peak times an efficiency), the rate
    taken from the section's fullest shape;
  - waves: the kernel's grid as the GPU runs it. A (batch, head) row has
    ceil(S / R) blocks of R query rows; block i of a causal row walks i + 1
    key tiles. Blocks go out in grid order, at most k on an SM (R and k
    are the sweep's launch facts for the forward program), each new one to
    the SM with the fewest, the lowest first. On an SM holding m blocks,
    each moves through its tiles at one per max(L, m tau): a block alone
    waits on latency (L per tile), blocks together share the SM's
    throughput (tau per tile). Each block also costs F (its start and its
    stores). Three constants per section, fitted on three shapes: L from
    one (batch, head) row's time against its sequence (the slope between
    the shortest sequence of two tiles or more and the longest), F from the
    same row at the shortest sequence, tau from the fullest shape.

The gradient is two kernels, one after the other: queries (block i walks
i + 1 key tiles) and keys and values (block j walks the n - j query tiles
from its own), each with its own R and k from the sweep, sharing one F,
L and tau, fitted the same way on the sum.

With --description BASE.json --description-out OUT.json it writes BASE
with the fitted constants as its attention_waves (one entry per dtype,
head size and direction: ovl/runtime/AttentionWaves.h), which the
simulator and the compiler's cost model then use for those attentions.

With --validation FILE (a gpu-sim-validation.md of the same GPU run), it
also estimates each one-rank plan's step with the simulator's attention
replaced by the wave model's: the sim's step, less its attention and
attention_grad, plus the wave model's per layer. That is arithmetic on the
records, not a run of the simulator.

Usage: bench/attention_wave_model.py [--sweep FILE] [--result FILE.md]
           [--validation FILE] [--description BASE.json
           --description-out OUT.json]
"""

import argparse
import datetime
import heapq
import json
import math
import os
import re
import sys

from bench_tools import emit  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_SWEEP = os.path.join("bench", "results", "gpu-h200-2026-11-30-tiles",
                             "gpu-attention-sweep.md")
GOAL = 0.15


class Kernel:
    """A program's launch: R rows a block, k blocks an SM, and the key (or
    query) tiles each block of one (batch, head) row walks."""

    def __init__(self, rows, per_sm, walks):
        self.rows, self.per_sm, self.walks = rows, per_sm, walks

    def blocks(self, batch_heads, seq):
        n = math.ceil(seq / self.rows)
        return [w for _ in range(batch_heads) for w in self.walks(n)]


def queries_walk(n):
    """Causal, a block of queries: block i walks key tiles 0 to i."""
    return [i + 1 for i in range(n)]


def keys_walk(n):
    """Causal, a block of keys: block j walks query tiles j to n - 1."""
    return [n - j for j in range(n)]


class Section:
    """One (dtype, head size) section of the sweep: its kernels per
    direction (the forward's one, the gradient's two) and (rows, seq,
    forward ms, gradient ms) per shape."""

    def __init__(self, title, dim, kernels, shapes):
        self.title, self.dim, self.kernels, self.shapes = (title, dim,
                                                           kernels, shapes)


def parse_sweep(text):
    """(SM count, [Section]) from the sweep's markdown."""
    device = re.search(r"^- device: .*?, (\d+) SMs\b", text, re.M)
    if not device:
        sys.exit("error: the sweep names no SM count ('- device: NAME, N "
                 "SMs, ...')")
    sections = []
    for part in re.split(r"^## ", text, flags=re.M)[1:]:
        title = part.splitlines()[0].strip()
        dim = re.search(r"head size (\d+)", title)

        def launch(program, walks):
            found = re.search(r"^\| %s \| (\d+) \| \d+ \| \d+ \| (\d+) \|"
                              % re.escape(program), part, re.M)
            return found and Kernel(int(found.group(1)),
                                    int(found.group(2)), walks)
        kernels = {
            "forward": [launch("attention (tiles)", queries_walk)],
            "gradient": [launch("attention_grad (tiles, queries)",
                                queries_walk),
                         launch("attention_grad (tiles, keys and values)",
                                keys_walk)]}
        shapes = [(int(b), int(s), float(f), float(g)) for b, s, f, g in
                  re.findall(r"^\| (\d+) \| (\d+) \| \d+ \| [\d.]+ \| "
                             r"([\d.]+) \| [\d.]+ \| ([\d.]+) \|", part, re.M)]
        if not dim or not all(all(k) for k in kernels.values()) or not shapes:
            sys.exit("error: section '%s' has no head size, no launch of "
                     "each program or no shapes" % title)
        sections.append(Section(title, int(dim.group(1)), kernels, shapes))
    if not sections:
        sys.exit("error: the sweep has no sections")
    return int(device.group(1)), sections


def wave_time(sms, per_sm, blocks, fixed, latency, tau):
    """The last block's end, in the units of fixed, latency and tau.

    Processor sharing per SM: its m blocks advance together, a tile each
    per max(latency, m tau). Each SM keeps a clock of work done per block
    (`done`), so a block's end is where that clock reaches its start plus
    its work, and only the SM that changes is recomputed."""
    work = [fixed / latency + t for t in blocks]  # F at the latency pace.
    resident = [[] for _ in range(sms)]  # Heaps of the clock at each end.
    done = [0.0] * sms
    since = [0.0] * sms
    version = [0] * sms
    events = []
    now = 0.0
    issued = 0

    def advance(sm, at):
        m = len(resident[sm])
        if m:
            done[sm] += (at - since[sm]) / max(latency, m * tau)
        since[sm] = at

    def schedule(sm):
        version[sm] += 1
        if resident[sm]:
            pace = max(latency, len(resident[sm]) * tau)
            end = since[sm] + (resident[sm][0] - done[sm]) * pace
            heapq.heappush(events, (end, sm, version[sm]))

    def place(sm):
        nonlocal issued
        heapq.heappush(resident[sm], done[sm] + work[issued])
        issued += 1

    # The first wave: round after round over the SMs, up to k each.
    for _ in range(per_sm):
        for sm in range(sms):
            if issued < len(work):
                place(sm)
    for sm in range(sms):
        schedule(sm)
    while events:
        at, sm, v = heapq.heappop(events)
        if v != version[sm]:
            continue
        now = at
        advance(sm, at)
        while resident[sm] and resident[sm][0] <= done[sm] + 1e-12:
            heapq.heappop(resident[sm])
        # Every other SM is full while blocks wait: the freed slot is here.
        while issued < len(work) and len(resident[sm]) < per_sm:
            place(sm)
        schedule(sm)
    return now


# The compiler's FLOPs of causal attention: 2 B H S^2 D forward, 2.5 times
# that for the gradient.
DIRECTION_FLOPS = {"forward": 1.0, "gradient": 2.5}


def flops(batch_heads, seq, dim, direction):
    return 2.0 * batch_heads * seq * seq * dim * DIRECTION_FLOPS[direction]


def wave_model(sms, kernels, batch_heads, seq, constants,
               heads_per_group=1):
    """A direction's time in ms (constants in ms): its kernels one after the
    other. Computed in microseconds, operation for operation as
    ovl/runtime/AttentionWaves.h does, so that blocks ending together are
    taken in the same order and both give the same time. A kernel of keys
    runs a block row per key-value group (`heads_per_group` heads each),
    each block walking its tiles once per head of the group."""
    fixed, latency, tau = (1e3 * c for c in constants)
    total = 0.0
    for k in kernels:
        if k.walks is keys_walk:
            rows = -(-batch_heads // heads_per_group)
            blocks = [heads_per_group * t for t in k.blocks(rows, seq)]
        else:
            blocks = k.blocks(batch_heads, seq)
        total += wave_time(sms, k.per_sm, blocks, fixed, latency, tau)
    return total / 1e3


def fit(sms, section, direction):
    """(F, L, tau) of one direction, fitted on three of its shapes, and the
    fullest shape."""
    column = 2 if direction == "forward" else 3
    measured = {(shape[0], shape[1]): shape[column]
                for shape in section.shapes}
    kernels = section.kernels[direction]
    singles = sorted(s for b, s in measured if b == 1)
    if len(singles) < 2:
        sys.exit("error: section '%s' needs one (batch, head) row at two "
                 "sequences or more" % section.title)
    # One (batch, head) row: each kernel's longest block walks every tile
    # alone on its SM, so the row takes F + tiles L per kernel.
    tiles = lambda s: sum(math.ceil(s / k.rows) for k in kernels)
    multi = [s for s in singles if tiles(s) >= 2 * len(kernels)]
    short, long_ = (multi or singles)[0], singles[-1]
    if tiles(long_) == tiles(short):
        sys.exit("error: section '%s': the one-row shapes walk the same "
                 "number of tiles" % section.title)
    latency = (measured[(1, long_)] - measured[(1, short)]) / (
        tiles(long_) - tiles(short))
    fixed = max(0.0, (measured[(1, singles[0])] -
                      latency * tiles(singles[0])) / len(kernels))
    fullest = max(measured, key=lambda k: flops(k[0], k[1], 1, "forward"))
    at = lambda tau: wave_model(sms, kernels, fullest[0], fullest[1],
                                (fixed, latency, tau))
    lo, hi = 0.0, latency
    while at(hi) < measured[fullest]:
        hi *= 2
    for _ in range(40):
        mid = (lo + hi) / 2
        if at(mid) < measured[fullest]:
            lo = mid
        else:
            hi = mid
    return (fixed, latency, (lo + hi) / 2), fullest, measured[fullest]


def summary(errors):
    return "%d of %d within +-%d%%, largest %.0f%%" % (
        sum(abs(e) <= GOAL for e in errors), len(errors), 100 * GOAL,
        100 * max(abs(e) for e in errors))


# The one-rank plans of gpu_benchmarks.py's sim validation, by the label's
# first word: (layers, hidden, heads, seq, micro-batch); per layer one
# attention and one attention_grad (no recomputation).
VALIDATION_PLANS = {
    "launch-bound": (4, 256, 4, 128, 1),
    "gpt-tiny": (2, 256, 4, 256, 2),
    "held-out": (4, 2048, 16, 512, 4),
    "gpt-small": (4, 1024, 16, 1024, 4),
    "gpt-medium": (8, 2048, 16, 2048, 4),
}


def validation_lines(path, sms, fits):
    """The one-rank plans' steps with the wave model's attention in place
    of the simulator's, from a gpu-sim-validation.md."""
    try:
        text = open(path).read()
    except OSError as e:
        sys.exit("error: --validation: %s" % e)
    steps = {label: (float(measured), float(sim)) for label, measured, sim in
             re.findall(r"^\| ([^|]+?) \| ([\d.]+) \| [^|]+ \| ([\d.]+) \| "
                        r"[-+][\d.]+% \|", text, re.M)}
    kinds = {label: (float(sa), float(sg)) for label, sa, sg in re.findall(
        r"^\| ([^|]+?) \| [\d.]+ / ([\d.]+) \([^)]*\) \| [\d.]+ / "
        r"([\d.]+) \(", text, re.M)}
    if not steps or set(steps) != set(kinds):
        sys.exit("error: --validation: %s has no step table or no 'Where the "
                 "time goes' table for the same plans" % path)
    lines = [
        "## The validation's one-rank plans, attention priced by waves",
        "",
        "An estimate by arithmetic on %s (not a run of the simulator): the "
        "sim's step with the fitted description, less its attention and "
        "attention_grad, plus the wave model's per layer (this sweep's "
        "constants for the plan's dtype and head size)." % os.path.relpath(
            path, ROOT),
        "",
        "| plan | measured ms | sim ms | error | sim with waves ms | error |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    errors, before = [], []
    for label in steps:
        name = label.split()[0]
        if name not in VALIDATION_PLANS:
            sys.exit("error: --validation: unknown plan '%s'" % label)
        layers, hidden, heads, seq, micro = VALIDATION_PLANS[name]
        dtype = "bf16" if " bf16" in label else "f32"
        key = (dtype, hidden // heads)
        if key not in fits:
            sys.exit("error: --validation: the sweep has no section for %s, "
                     "head size %d" % key)
        measured, sim = steps[label]
        waves = sum(layers * wave_model(sms, kernels, micro * heads, seq,
                                        constants)
                    for kernels, constants in fits[key])
        estimate = sim - sum(kinds[label]) + waves
        errors.append(estimate / measured - 1)
        before.append(sim / measured - 1)
        lines.append("| %s | %.3f | %.3f | %+.1f%% | %.3f | %+.1f%% |" % (
            label, measured, sim, 100 * before[-1], estimate,
            100 * errors[-1]))
    lines += ["", "The sim: %s. With waves: %s." % (summary(before),
                                                     summary(errors)), ""]
    print("validation: the sim %s; with waves %s" % (summary(before),
                                                     summary(errors)),
          flush=True)
    return lines


def waves_entries(fits):
    """attention_waves entries of the fitted constants, in the description's
    units (microseconds)."""
    entries = []
    for (dtype, dim), directions in sorted(fits.items()):
        for direction, (kernels, (fixed, latency, tau)) in zip(
                ("forward", "backward"), directions):
            entries.append({
                "dtype": dtype, "head_dim": dim, "direction": direction,
                "kernels": [{"rows": k.rows, "blocks_per_sm": k.per_sm,
                             "walk": "queries" if k.walks is queries_walk
                             else "keys"} for k in kernels],
                "block_us": round(1e3 * fixed, 3),
                "tile_latency_us": round(1e3 * latency, 3),
                "tile_us": round(1e3 * tau, 3)})
    return entries


def write_description(base, out, entries, sweep):
    try:
        description = json.load(open(base))
    except (OSError, ValueError) as e:
        sys.exit("error: --description: %s" % e)
    if not isinstance(description, dict):
        sys.exit("error: --description: %s is not a JSON object" % base)
    description["attention_waves"] = entries
    description["description"] = (
        description.get("description", "") + " Attention priced by waves of "
        "blocks, fitted by bench/attention_wave_model.py on %s." % sweep)
    text = json.dumps(description, indent=2) + "\n"
    try:
        with open(out, "w") as f:
            f.write(text)
    except OSError as e:
        sys.exit("error: --description-out: %s" % e)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sweep", default=os.path.join(ROOT, DEFAULT_SWEEP))
    parser.add_argument("--result")
    parser.add_argument("--validation")
    parser.add_argument("--description")
    parser.add_argument("--description-out")
    args = parser.parse_args()
    if bool(args.description) != bool(args.description_out):
        parser.error("--description and --description-out go together")
    try:
        text = open(args.sweep).read()
    except OSError as e:
        sys.exit("error: --sweep: %s" % e)
    sms, sections = parse_sweep(text)
    shown = os.path.relpath(args.sweep, ROOT) if os.path.abspath(
        args.sweep).startswith(ROOT + os.sep) else args.sweep
    lines = [
        "# A wave model of attention against a measured sweep",
        "",
        "- date: %s" % datetime.date.today().isoformat(),
        "- command: `bench/attention_wave_model.py --sweep %s%s`" % (
            shown, " --validation " + os.path.relpath(args.validation, ROOT)
            if args.validation else ""),
        "- data: that sweep's times (ovl-attention-sweep: the fastest of 3 "
        "calls, causal), %d SMs" % sms,
        "- models: FLOPs (one rate per section and direction, from its "
        "fullest shape) and waves (blocks in grid order on the SMs, at most "
        "k an SM, a tile each per max(L, m tau) with m blocks on the SM, "
        "plus F a block; the gradient's two kernels one after the other; "
        "F, L and tau fitted on three shapes: bench/attention_wave_model.py)",
        "- goal of the simulator's validation: within +-15%",
        "",
    ]
    fits = {}
    for section in sections:
        dtype = section.title.split(",")[0]
        lines += ["## %s" % section.title, ""]
        results = {}
        for direction in ("forward", "gradient"):
            constants, fullest, fullest_ms = fit(sms, section, direction)
            kernels = section.kernels[direction]
            fits.setdefault((dtype, section.dim), []).append(
                (kernels, constants))
            rate = flops(fullest[0], fullest[1], section.dim,
                         direction) / fullest_ms
            fixed, latency, tau = constants
            lines.append(
                "- %s: %s; fitted F %.1f us, L %.1f us, tau %.1f us; FLOPs' "
                "rate %.2f TFLOP/s" % (
                    direction, ", ".join("R %d, k %d" % (k.rows, k.per_sm)
                                         for k in kernels),
                    1e3 * fixed, 1e3 * latency, 1e3 * tau, rate / 1e9))
            results[direction] = (kernels, constants, rate)
        lines += [
            "",
            "| batch x heads | seq | forward ms | waves | error | FLOPs "
            "| error | gradient ms | waves | error | FLOPs | error |",
            "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
        ]
        errors = {(d, m): [] for d in results for m in ("waves", "flops")}
        for b, s, forward_ms, gradient_ms in section.shapes:
            cells = ["%d" % b, "%d" % s]
            for direction, ms in (("forward", forward_ms),
                                  ("gradient", gradient_ms)):
                kernels, constants, rate = results[direction]
                wave = wave_model(sms, kernels, b, s, constants)
                flat = flops(b, s, section.dim, direction) / rate
                errors[(direction, "waves")].append(wave / ms - 1)
                errors[(direction, "flops")].append(flat / ms - 1)
                cells += ["%.4f" % ms, "%.4f" % wave,
                          "%+.0f%%" % (100 * (wave / ms - 1)), "%.4f" % flat,
                          "%+.0f%%" % (100 * (flat / ms - 1))]
            lines.append("| " + " | ".join(cells) + " |")
        lines.append("")
        for direction in results:
            verdict = "%s: waves %s; FLOPs %s" % (
                direction, summary(errors[(direction, "waves")]),
                summary(errors[(direction, "flops")]))
            lines.append("- %s." % verdict)
            print("%s, %s" % (section.title, verdict), flush=True)
        lines.append("")
    if args.validation:
        lines += validation_lines(args.validation, sms, fits)
    if args.description:
        write_description(args.description, args.description_out,
                          waves_entries(fits), shown)
    emit("\n".join(lines) + "\n", args.result)


if __name__ == "__main__":
    main()
