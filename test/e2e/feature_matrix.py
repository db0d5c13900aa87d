#!/usr/bin/env python3
"""End-to-end matrix of the training-step features Megatron-LM users run.

For every mesh with tp, pp and dp in {1, 2}, sequence parallelism on and off
(at tp 2; it has no effect at tp 1), in f32 and in bf16, one Llama-style
step (RMSNorm, SwiGLU, rope, grouped-query attention, no linear biases,
tied embeddings, AdamW with gradient clipping) is checked by
check_overlap.py: every overlap pass alone and the whole overlap pipeline
compute the baseline's losses, weights and gradients bit for bit on the
cpu backend. At dp 2 the distributed optimizer is on in that check, and a
second check (check_overlap.py --variants distributed-optimizer, without
clipping) compares it with plain data parallelism bit for bit.

Prints one line per check and a summary: "N checks, N failed".

Usage: feature_matrix.py --tools DIR --work DIR
"""

import argparse
import itertools
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

# The sequence (32 at micro-batch 2) lets a sequence-parallel region split
# into 2 token chunks of whole 16-row GEMM blocks at tp 2.
MODEL = ["--num-layers", "2", "--hidden-size", "32",
         "--num-attention-heads", "4", "--seq-length", "32",
         "--micro-batch-size", "2", "--num-microbatches", "2",
         "--vocab-size", "100", "--make-vocab-size-divisible-by", "64",
         "--normalization", "RMSNorm", "--swiglu", "--disable-bias-linear",
         "--position-embedding-type", "rope", "--group-query-attention",
         "--num-query-groups", "2", "--optimizer", "adam", "--lr", "0.005",
         "--adam-eps", "1e-5"]


def check(tools, work, name, flags):
    result = subprocess.run(
        [sys.executable, os.path.join(HERE, "check_overlap.py"), "--tools",
         tools, "--work", os.path.join(work, name), *flags],
        capture_output=True, text=True)
    lines = result.stdout.splitlines()
    identical = sum(line.endswith(": bit-identical") for line in lines)
    ok = result.returncode == 0 and identical > 0 and not any(
        "MISMATCH" in line for line in lines)
    print("%s: %s (%d variants bit-identical)" % (
        name, "ok" if ok else "FAILED", identical))
    if not ok:
        sys.stdout.write(result.stdout + result.stderr)
    return ok


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--tools", required=True)
    parser.add_argument("--work", required=True)
    args = parser.parse_args()
    checks = failed = 0
    for tp, pp, dp, sequence, bf16 in itertools.product(
            (1, 2), (1, 2), (1, 2), (False, True), (False, True)):
        if sequence and tp == 1:
            continue
        mesh = ["--tensor-model-parallel-size", str(tp),
                "--pipeline-model-parallel-size", str(pp),
                "--data-parallel-size", str(dp)]
        flags = MODEL + mesh + (["--sequence-parallel"] if sequence else []) \
            + (["--bf16"] if bf16 else [])
        name = "tp%d-pp%d-dp%d%s-%s" % (tp, pp, dp, "-sp" if sequence else "",
                                        "bf16" if bf16 else "f32")
        distributed = ["--use-distributed-optimizer"] if dp > 1 else []
        for label, extra in (("overlap", distributed),) + (
                (("distributed-optimizer",
                  ["--variants", "distributed-optimizer", "--clip-grad",
                   "0"]),) if dp > 1 else ()):
            checks += 1
            failed += not check(args.tools, args.work,
                                name + "-" + label, flags + extra)
    print("%d checks, %d failed" % (checks, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
