#!/usr/bin/env python3
"""End-to-end check that the overlap passes move work without changing it.

Generates one ovl-gen GPT configuration and compiles it without overlap
(the baseline: ovl-opt --ovl-lower-pipeline) and with each overlap pass
alone and with the whole ovl-overlap-pipeline. Every variant runs on the
cpu backend for --steps steps and must give the baseline's losses and dump
(final weights and last gradients) bit for bit. Then the baseline and the
whole pipeline run on the sim backend, and the pipeline's exposed
communication must be lower (or both zero when nothing communicates).

With --variants schedules, the baseline is GPipe order
(--ovl-lower-pipeline=schedule=gpipe) and the variants are instead the
pipeline schedules of ovl-pipeline-schedule and ovl-delay-wgrad, alone and
followed by the overlap pipeline; the sim comparison is skipped.

With --variants interleaved (the model flags must include
--num-layers-per-virtual-pipeline-stage), the baseline is the same model
with one chunk per stage in GPipe order, and the variants compile the
chunked model: GPipe order, the interleaved schedule, and both followed by
the overlap pipeline. Stages hold other layers, so dumps are compared
tensor by tensor, by name.

With --variants recompute, the baseline is the model without activation
recomputation and the variants add Megatron-LM's recompute flags
(selective; full with groups of 1 and of --full-group layers), each alone
and followed by the overlap pipeline; besides bit identity, the peak
activation memory (the largest transient arena) of full recomputation must
be below that of the same compile without recomputation, and selective's
peak of live bytes must not be above it. (Selective drops only core
attention's output and logsumexp, the attention being a fused kernel that
keeps no score matrix: where the peak falls in a backward, the recomputed
copy is live there. Its arena is compared by the live peak because the
memory planner's first-fit packing can grow by fragmentation when the live
set shrinks.)

With --variants distributed-optimizer, the baseline is the model with plain
data parallelism and the variants add --use-distributed-optimizer, alone
and followed by the overlap pipeline (pass --clip-grad 0: the global norm
of dp-split gradients sums their squares in another order); besides bit
identity, the persistent bytes per rank (main weights and optimizer state)
must fall, and the ratio is printed.

Usage: check_overlap.py --tools DIR --work DIR
                        [--variants overlap|schedules|interleaved|recompute|
                                    distributed-optimizer]
                        [--full-group N] [ovl-gen gpt flags]
"""

import argparse
import os
import re
import sys

from ovl_tools import loss_strings, read_dump, run

# Each pass alone (after flattening the jobs), then the whole pipeline.
# The small test models are too small for the cost model to pick chunks, so
# the decomposition is also forced.
VARIANTS = [
    ("split-matmul-grad", "func.func(ovl-flatten-jobs,ovl-split-matmul-grad)"),
    ("decompose-collective-matmul",
     "func.func(ovl-flatten-jobs,ovl-decompose-collective-matmul{chunks=2})"),
    ("bucket-collectives", "func.func(ovl-flatten-jobs,ovl-bucket-collectives)"),
    ("async-collectives", "func.func(ovl-flatten-jobs,ovl-async-collectives)"),
    ("schedule-overlap", "func.func(ovl-flatten-jobs,ovl-schedule-overlap)"),
    # Megatron-LM's asynchronous tensor-parallel communication: the
    # collectives asynchronous, only their waits moved.
    ("schedule-overlap{keep-program-order}",
     "func.func(ovl-flatten-jobs,ovl-split-matmul-grad,ovl-async-collectives,"
     "ovl-schedule-overlap{keep-program-order=true})"),
    ("prefetch-inputs", "func.func(ovl-flatten-jobs,ovl-prefetch-inputs)"),
    ("assign-streams", "func.func(ovl-flatten-jobs,ovl-assign-streams)"),
    ("overlap-pipeline", "ovl-overlap-pipeline"),
    ("overlap-pipeline{chunks=2}", "ovl-overlap-pipeline{chunks=2}"),
]

SCHEDULES = [
    (name, "ovl-pipeline-schedule{schedule=%s}" % name)
    for name in ("gpipe", "1f1b", "zb-h1", "zb-h2")
] + [
    ("1f1b + overlap-pipeline",
     "ovl-pipeline-schedule{schedule=1f1b},ovl-overlap-pipeline"),
    ("zb-h2 + overlap-pipeline",
     "ovl-pipeline-schedule{schedule=zb-h2},ovl-overlap-pipeline"),
    ("1f1b + overlap-fwd-bwd{warmup-forward-backward} + overlap-pipeline",
     "ovl-pipeline-schedule{schedule=1f1b},ovl-overlap-fwd-bwd{"
     "pairing=warmup-forward-backward memory-budget-mb=100000},"
     "ovl-overlap-pipeline"),
    ("1f1b + overlap-fwd-bwd{backward-forward} + overlap-pipeline",
     "ovl-pipeline-schedule{schedule=1f1b},ovl-overlap-fwd-bwd{"
     "pairing=backward-forward},ovl-overlap-pipeline"),
    ("delay-wgrad{layers=1}", "ovl-delay-wgrad{layers=1}"),
    ("delay-wgrad{layers=2} + zb-h1 + overlap-pipeline",
     "ovl-delay-wgrad{layers=2},ovl-pipeline-schedule{schedule=zb-h1},"
     "ovl-overlap-pipeline"),
]

INTERLEAVED = [
    ("chunks, gpipe", "ovl-pipeline-schedule{schedule=gpipe}"),
    ("chunks, interleaved", "ovl-pipeline-schedule{schedule=interleaved}"),
    ("chunks, interleaved + overlap-pipeline",
     "ovl-pipeline-schedule{schedule=interleaved},ovl-overlap-pipeline"),
    ("chunks, delay-wgrad{layers=1} + interleaved + overlap-pipeline",
     "ovl-delay-wgrad{layers=1},ovl-pipeline-schedule{schedule=interleaved},"
     "ovl-overlap-pipeline"),
]

FULL = ["--recompute-granularity", "full", "--recompute-method", "uniform"]


def recompute_variants(full_group):
    """(name, extra ovl-gen flags, pipeline) of --variants recompute."""
    models = [("selective", ["--recompute-activations"]),
              ("full, groups of 1", FULL + ["--recompute-num-layers", "1"])]
    if full_group > 1:
        models.append(("full, groups of %d" % full_group,
                       FULL + ["--recompute-num-layers", str(full_group)]))
    variants = []
    for name, flags in models:
        variants.append((name, flags, None))
        variants.append((name + " + overlap-pipeline", flags,
                         "ovl-overlap-pipeline"))
    return variants


DISTRIBUTED_OPTIMIZER = [
    ("distributed optimizer", ["--use-distributed-optimizer"], None),
    ("distributed optimizer + overlap-pipeline",
     ["--use-distributed-optimizer"], "ovl-overlap-pipeline"),
]

VIRTUAL_FLAG = "--num-layers-per-virtual-pipeline-stage"

losses = loss_strings


def without_virtual_stages(model):
    """The ovl-gen flags without --num-layers-per-virtual-pipeline-stage."""
    kept, skip = [], False
    for flag in model:
        if skip:
            skip = False
        elif flag == VIRTUAL_FLAG:
            skip = True
        elif not flag.startswith(VIRTUAL_FLAG + "="):
            kept.append(flag)
    return kept


def same_tensors(dump, reference):
    """Whether two dumps hold the same tensors, bit for bit, by name."""
    a, b = read_dump(dump), read_dump(reference)
    return a.keys() == b.keys() and all(
        a[k].tobytes() == b[k].tobytes() for k in a)


def peak_live_bytes(plan):
    """The most bytes live at once on any program of the plan, from the
    memory report ovl-lower-pipeline wrote beside it."""
    with open(plan[:-len(".plan")] + ".memory.txt") as f:
        sizes = [int(s) for s in re.findall(r"peak live [^,]*, (\d+) bytes",
                                            f.read())]
    if not sizes:
        sys.exit("no peak live bytes in the memory report of " + plan)
    return max(sizes)


def arena_bytes(plan, arena):
    """The largest `arena` (transient or persistent) of the plan's programs,
    in bytes."""
    with open(plan) as f:
        sizes = [int(s) for s in re.findall(
            r"^program .*\b%s=(\d+)" % arena, f.read(), re.M)]
    if not sizes:
        sys.exit("no program in " + plan)
    return max(sizes)


def transient_bytes(plan):
    """The activations' peak per rank, as the memory planner laid it out."""
    return arena_bytes(plan, "transient")


def persistent_bytes(plan):
    """The main weights and optimizer state per rank."""
    return arena_bytes(plan, "persistent")


def exposed_ms(report):
    match = re.search(r"exposed communication\s+(\S+) ms", report)
    if not match:
        sys.exit("no exposed communication in the report:\n" + report)
    return float(match.group(1))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--tools", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--steps", type=int, default=3)
    parser.add_argument("--variants",
                        choices=("overlap", "schedules", "interleaved",
                                 "recompute", "distributed-optimizer"),
                        default="overlap")
    parser.add_argument("--full-group", type=int, default=1)
    args, model = parser.parse_known_args()
    tool = lambda name: os.path.join(args.tools, name)
    os.makedirs(args.work, exist_ok=True)
    path = lambda name: os.path.join(args.work, name)

    run([tool("ovl-gen"), "gpt", *model, "-o", path("step.mlir")])
    interleaved = args.variants == "interleaved"
    if interleaved:
        if VIRTUAL_FLAG not in " ".join(model):
            sys.exit("--variants interleaved needs " + VIRTUAL_FLAG)
        run([tool("ovl-gen"), "gpt", *without_virtual_stages(model), "-o",
             path("one-chunk.mlir")])

    def compile_and_run(name, pipeline, lower="--ovl-lower-pipeline",
                        source="step.mlir"):
        l1 = path(name + ".l1.mlir")
        if pipeline:
            run([tool("ovl-opt"), path(source),
                 "--pass-pipeline=builtin.module(%s)" % pipeline, "-o", l1])
        else:
            l1 = path(source)
        report = path(name + ".memory.txt")
        run([tool("ovl-opt"), l1,
             lower + (" " if "=" in lower else "=") + "memory-report=" + report,
             "-o", path(name + ".l2.mlir")])
        plan = path(name + ".plan")
        run([tool("ovl-translate"), "--ovl-to-plan", path(name + ".l2.mlir"),
             "-o", plan])
        output = run([tool("ovl-run"), plan, "--steps", str(args.steps),
                      "--dump", path(name + ".dump")])
        return plan, losses(output), path(name + ".dump")

    base_plan, base_losses, base_dump = compile_and_run(
        "baseline", None, "--ovl-lower-pipeline" + (
            "=schedule=gpipe" if args.variants != "overlap" else ""),
        "one-chunk.mlir" if interleaved else "step.mlir")
    if len(base_losses) != args.steps:
        sys.exit("the baseline logged %d losses, expected %d"
                 % (len(base_losses), args.steps))
    print("baseline losses: %s" % " ".join(base_losses))
    failed = False
    last_plan = None
    if args.variants == "recompute":
        variants = recompute_variants(args.full_group)
    elif args.variants == "distributed-optimizer":
        variants = DISTRIBUTED_OPTIMIZER
    else:
        variants = [(name, [], pipeline) for name, pipeline in {
            "overlap": VARIANTS, "schedules": SCHEDULES,
            "interleaved": INTERLEAVED}[args.variants]]
    # Activation memory without recomputation, per pipeline.
    peaks = {}
    for index, (name, flags, pipeline) in enumerate(variants):
        source = "step.mlir"
        if flags:
            source = "m%d.mlir" % index
            run([tool("ovl-gen"), "gpt", *model, *flags, "-o", path(source)])
        plan, variant_losses, dump = compile_and_run("v%d" % index, pipeline,
                                                     source=source)
        if variant_losses == base_losses and same_tensors(dump, base_dump):
            print("%s: bit-identical" % name)
        else:
            print("%s: MISMATCH (losses %s)" % (name, " ".join(variant_losses)))
            failed = True
        if name == "overlap-pipeline":
            last_plan = plan
        if args.variants == "distributed-optimizer":
            # The main weights and optimizer state split over dp.
            after, before = persistent_bytes(plan), persistent_bytes(base_plan)
            print("%s: persistent bytes per rank %s (%d -> %d, %.3f)"
                  % (name, "fell" if after < before else "did not fall",
                     before, after, after / before))
            failed |= not after < before
        if args.variants == "recompute":
            # Full recomputation must shrink the arena; selective must not
            # raise the live peak (the arena is a first-fit packing of the
            # live tensors, whose size moves either way by fragmentation).
            full = name.startswith("full")
            measure = transient_bytes if full else peak_live_bytes
            if pipeline not in peaks:
                peaks[pipeline] = compile_and_run("r%d" % index, pipeline)[0]
            peak, before = measure(plan), measure(peaks[pipeline])
            if peak < before:
                print("%s: activation memory fell" % name)
            elif peak == before and not full:
                print("%s: activation memory unchanged" % name)
            else:
                print("%s: activation memory %d bytes, %d without "
                      "recomputation: did not fall"
                      % (name, peak, before))
                failed = True
    if args.variants != "overlap":
        return 1 if failed else 0

    base = exposed_ms(run([tool("ovl-run"), base_plan, "--backend", "sim",
                           "--report"]))
    overlapped = exposed_ms(run([tool("ovl-run"), last_plan, "--backend", "sim",
                                 "--report"]))
    print("sim exposed communication: baseline %.3f ms, overlapped %.3f ms"
          % (base, overlapped))
    if base > 0 and not overlapped < base:
        print("exposed communication did not fall")
        failed = True
    if base == 0 and overlapped != 0:
        print("communication appeared")
        failed = True
    if not failed:
        print("exposed communication %s" % ("fell" if base > 0 else "stayed zero"))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
