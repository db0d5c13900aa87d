#!/usr/bin/env python3
"""Compares two ovl-run results of the same plan: losses and dumps.

Usage:
  compare_runs.py --label NAME --output A.txt --dump A.dump \
      --reference-output B.txt --reference-dump B.dump [--tolerance 1e-4]

Prints the largest relative error of the per-step losses, of the final
weights and of the last gradients (norm-wise per tensor, the worst tensor
named), and exits 1 when any exceeds --tolerance. Needs numpy only, so it
runs on a GPU machine without the oracle's PyTorch.
"""

import argparse
import sys

import numpy as np

from ovl_tools import read_dump, read_losses


def relative_error(actual, expected):
    actual = np.asarray(actual, dtype=np.float64)
    expected = np.asarray(expected, dtype=np.float64)
    diff = np.linalg.norm(actual - expected)
    scale = np.linalg.norm(expected)
    return diff / scale if scale > 0 else diff


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--label", required=True)
    parser.add_argument("--output", required=True)
    parser.add_argument("--dump", required=True)
    parser.add_argument("--reference-output", required=True)
    parser.add_argument("--reference-dump", required=True)
    parser.add_argument("--tolerance", type=float, default=1e-4)
    args = parser.parse_args()

    ok = True
    losses = read_losses(args.output)
    reference = read_losses(args.reference_output)
    if not reference or len(losses) != len(reference):
        print("%s: %d losses against %d" % (args.label, len(losses),
                                             len(reference)))
        return 1
    worst = max(abs(a - b) / abs(b) for a, b in zip(losses, reference))
    ok &= worst <= args.tolerance
    print("%s: losses: max relative error %.3g over %d steps" %
          (args.label, worst, len(losses)))

    dump, ref_dump = read_dump(args.dump), read_dump(args.reference_dump)
    if set(dump) != set(ref_dump):
        print("%s: the dumps hold different tensors" % args.label)
        return 1
    for kind in ("param", "grad"):
        errors = [(relative_error(dump[key], ref_dump[key]), key[0])
                  for key in sorted(ref_dump) if key[1] == kind]
        if not errors:
            continue
        error, name = max(errors)
        ok &= error <= args.tolerance
        print("%s: %s: max relative error %.3g over %d tensors (worst %s)" %
              (args.label, "final weights" if kind == "param"
               else "last gradients", error, len(errors), name))
    print("%s: %s (tolerance %g)" % (args.label, "agree" if ok else "DIFFER",
                                     args.tolerance))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
