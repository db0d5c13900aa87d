#!/usr/bin/env python3
"""Analysis: a wave model of attention's forward against a measured sweep.

Reads a gpu-attention-sweep.md (ovl-attention-sweep's timings of the cuda
backend's attention by shape on one GPU) and sets two models of the
forward's time against every shape of each (dtype, head size) section:

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

The gradient is left out: its time in the sweep is two kernels' (queries,
then keys and values), each with its own k, summed.

Usage: bench/attention_wave_model.py [--sweep FILE] [--result FILE.md]
"""

import argparse
import datetime
import heapq
import math
import os
import re
import sys

from bench_tools import emit  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_SWEEP = os.path.join("bench", "results", "gpu-h200-2026-11-30-tiles",
                             "gpu-attention-sweep.md")
GOAL = 0.15


class Section:
    """One (dtype, head size) section of the sweep: the forward's launch
    (R rows a block, k blocks an SM) and (rows, seq, forward ms) per
    shape."""

    def __init__(self, title, rows, per_sm, shapes):
        self.title, self.rows, self.per_sm, self.shapes = (title, rows,
                                                           per_sm, shapes)


def parse_sweep(text):
    """(SM count, [Section]) from the sweep's markdown."""
    device = re.search(r"^- device: .*?, (\d+) SMs\b", text, re.M)
    if not device:
        sys.exit("error: the sweep names no SM count ('- device: NAME, N "
                 "SMs, ...')")
    sections = []
    for part in re.split(r"^## ", text, flags=re.M)[1:]:
        title = part.splitlines()[0].strip()
        launch = re.search(r"^\| attention \(tiles\) \| (\d+) \| \d+ \| \d+ "
                           r"\| (\d+) \|", part, re.M)
        shapes = [(int(b), int(s), float(ms)) for b, s, ms in re.findall(
            r"^\| (\d+) \| (\d+) \| \d+ \| [\d.]+ \| ([\d.]+) \|", part,
            re.M)]
        if not launch or not shapes:
            sys.exit("error: section '%s' has no forward launch or no "
                     "shapes" % title)
        sections.append(Section(title, int(launch.group(1)),
                                int(launch.group(2)), shapes))
    if not sections:
        sys.exit("error: the sweep has no sections")
    return int(device.group(1)), sections


def block_tiles(batch_heads, seq, rows):
    """Key tiles each block walks, in grid order (causal)."""
    per_row = math.ceil(seq / rows)
    return [i + 1 for _ in range(batch_heads) for i in range(per_row)]


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


def flops(batch_heads, seq, dim):
    """The compiler's count for causal attention's forward: 2 B H S^2 D."""
    return 2.0 * batch_heads * seq * seq * dim


def fit(sms, section, dim):
    """(F, L, tau) for the section, fitted on three of its shapes."""
    measured = {(b, s): ms for b, s, ms in section.shapes}
    singles = sorted(s for b, s in measured if b == 1)
    if len(singles) < 2:
        sys.exit("error: section '%s' needs one (batch, head) row at two "
                 "sequences or more" % section.title)
    tiles = lambda s: math.ceil(s / section.rows)
    multi = [s for s in singles if tiles(s) >= 2] or singles[-1:]
    short, long_ = multi[0], singles[-1]
    if tiles(long_) == tiles(short):
        sys.exit("error: section '%s': the one-row shapes walk the same "
                 "number of tiles" % section.title)
    latency = (measured[(1, long_)] - measured[(1, short)]) / (
        tiles(long_) - tiles(short))
    fixed = max(0.0, measured[(1, singles[0])] - latency * tiles(singles[0]))
    fullest = max(measured, key=lambda k: flops(k[0], k[1], dim))
    blocks = block_tiles(fullest[0], fullest[1], section.rows)
    lo, hi = 0.0, latency
    while wave_time(sms, section.per_sm, blocks, fixed, latency,
                    hi) < measured[fullest]:
        hi *= 2
    for _ in range(40):
        mid = (lo + hi) / 2
        if wave_time(sms, section.per_sm, blocks, fixed, latency,
                     mid) < measured[fullest]:
            lo = mid
        else:
            hi = mid
    return fixed, latency, (lo + hi) / 2, fullest


def summary(errors):
    return "%d of %d within +-%d%%, largest %.0f%%" % (
        sum(abs(e) <= GOAL for e in errors), len(errors), 100 * GOAL,
        100 * max(abs(e) for e in errors))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sweep", default=os.path.join(ROOT, DEFAULT_SWEEP))
    parser.add_argument("--result")
    args = parser.parse_args()
    try:
        text = open(args.sweep).read()
    except OSError as e:
        sys.exit("error: --sweep: %s" % e)
    sms, sections = parse_sweep(text)
    shown = os.path.relpath(args.sweep, ROOT) if os.path.abspath(
        args.sweep).startswith(ROOT + os.sep) else args.sweep
    lines = [
        "# A wave model of attention's forward against a measured sweep",
        "",
        "- date: %s" % datetime.date.today().isoformat(),
        "- command: `bench/attention_wave_model.py --sweep %s`" % shown,
        "- data: that sweep's forward times (ovl-attention-sweep: the "
        "fastest of 3 calls, causal), %d SMs" % sms,
        "- models: FLOPs (one rate per section, from its fullest shape) and "
        "waves (blocks in grid order on the SMs, at most k an SM, a tile "
        "each per max(L, m tau) with m blocks on the SM, plus F a block; "
        "F, L and tau fitted on three shapes: bench/attention_wave_model.py)",
        "- goal of the simulator's validation: within +-15%",
        "",
    ]
    for section in sections:
        dim = int(re.search(r"head size (\d+)", section.title).group(1))
        fixed, latency, tau, fullest = fit(sms, section, dim)
        rate = flops(fullest[0], fullest[1], dim) / section.shapes[
            [(b, s) for b, s, _ in section.shapes].index(fullest)][2]
        lines += [
            "## %s" % section.title,
            "",
            "R %d rows a block, k %d blocks an SM; fitted F %.1f us, L %.1f "
            "us, tau %.1f us (k tau %.1f us); FLOPs' rate %.2f TFLOP/s"
            % (section.rows, section.per_sm, 1e3 * fixed, 1e3 * latency,
               1e3 * tau, 1e3 * section.per_sm * tau, rate / 1e9),
            "",
            "| batch x heads | seq | blocks | measured ms | waves ms | error "
            "| FLOPs ms | error |",
            "|---:|---:|---:|---:|---:|---:|---:|---:|",
        ]
        wave_errors, flop_errors = [], []
        for b, s, ms in section.shapes:
            blocks = block_tiles(b, s, section.rows)
            wave = wave_time(sms, section.per_sm, blocks, fixed, latency,
                             tau)
            flat = flops(b, s, dim) / rate
            wave_errors.append(wave / ms - 1)
            flop_errors.append(flat / ms - 1)
            lines.append("| %d | %d | %d | %.4f | %.4f | %+.0f%% | %.4f | "
                         "%+.0f%% |" % (b, s, len(blocks), ms, wave,
                                        100 * wave_errors[-1], flat,
                                        100 * flop_errors[-1]))
        lines += ["", "Waves: %s. FLOPs: %s." % (summary(wave_errors),
                                                 summary(flop_errors)), ""]
        print("%s: waves %s; FLOPs %s" % (section.title,
                                          summary(wave_errors),
                                          summary(flop_errors)), flush=True)
    emit("\n".join(lines) + "\n", args.result)


if __name__ == "__main__":
    main()
