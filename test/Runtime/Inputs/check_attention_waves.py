#!/usr/bin/env python3
"""Checks that every fused attention command of an ovl-run trace took the
time bench/attention_wave_model.py's wave model gives for its shape with the
description's attention_waves entry, and that the compiler estimated the
same (the trace's estimate_us): the simulator and the compiler's cost model
price attention by waves alike.

Usage: check_attention_waves.py TRACE DESCRIPTION DTYPE HEAD_DIM
           BATCH_X_HEADS SEQ [HEADS_PER_GROUP]
"""

import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "..", "bench"))
import attention_wave_model as model  # noqa: E402


def main():
    trace, description, dtype, dim, rows, seq = sys.argv[1:7]
    dim, rows, seq = int(dim), int(rows), int(seq)
    per_group = int(sys.argv[7]) if len(sys.argv) > 7 else 1
    device = json.load(open(description))
    sms = device["sm_count"]
    expected = {}
    for entry in device["attention_waves"]:
        if entry["dtype"] != dtype or entry["head_dim"] != dim:
            continue
        kernels = [model.Kernel(k["rows"], k["blocks_per_sm"],
                                model.queries_walk if k["walk"] == "queries"
                                else model.keys_walk)
                   for k in entry["kernels"]]
        constants = tuple(entry[k] / 1e3 for k in
                          ("block_us", "tile_latency_us", "tile_us"))
        name = "attention" if entry["direction"] == "forward" else \
            "attention_grad"
        expected[name] = 1e3 * model.wave_model(sms, kernels, rows, seq,
                                                constants, per_group)
    events = json.load(open(trace))
    events = events["traceEvents"] if isinstance(events, dict) else events
    seen = {}
    for event in events:
        name = event.get("name", "").split(" ")[0]
        if name not in ("attention", "attention_grad"):
            continue
        want = expected[name]
        for what, got in (("time", event["dur"]),
                          ("estimate", event["args"]["estimate_us"])):
            if abs(got - want) > 1e-3:
                sys.exit("error: %s: %s %.3f us, the wave model gives %.3f"
                         % (event["name"], what, got, want))
        seen[name] = seen.get(name, 0) + 1
    for name in sorted(seen):
        print("%s: %d commands at %.3f us, as the wave model gives, "
              "estimated alike" % (name, seen[name], expected[name]))


if __name__ == "__main__":
    main()
