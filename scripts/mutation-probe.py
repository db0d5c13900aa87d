#!/usr/bin/env python3
"""Mutation probes: does a test notice when a pass is wrong?

Each mutants file (bench/mutants/*.py) names one source file, the lit
filter that exercises it and a list of (name, old, new) text changes. For
each change in turn this script applies it (the old text must occur exactly
once), rebuilds ovl-opt, runs the filtered lit suites with a per-test
timeout (and, where the file names a CTEST pattern, those unit tests)
and prints one line: KILLED (with the failing tests), SURVIVED, or
SKIPPED (the old text no longer matches, or the mutant does not build). The
targets rebuilt are the file's TARGETS (default: ovl-opt; a shared analysis
needs the tools and unit tests that link it). The source is restored after
every mutant and on any exit, and the targets rebuilt.

  scripts/mutation-probe.py bench/mutants/bucket-collectives.py [--only B2,B5]

Results are recorded in bench/results/coverage.md ("Mutation probes").
"""
import argparse
import os
import runpy
import signal
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIT = "/usr/lib/llvm-22/bin/lit"


def build(build_dir, targets):
    return subprocess.run(["ninja", "-C", build_dir, *targets],
                          capture_output=True, text=True).returncode == 0


def run_ctest(build_dir, pattern):
    """The names of the failing unit tests that match `pattern`."""
    result = subprocess.run(["ctest", "--test-dir", build_dir, "-R", pattern,
                             "-j2", "--timeout", "300"],
                            capture_output=True, text=True)
    # After "The following tests FAILED:", one "  NN - Name (Failed)" each.
    lines = result.stdout.splitlines()
    header = "The following tests FAILED:"
    if header not in lines:
        return ["ctest"] if result.returncode else []
    return [line.split(" - ", 1)[1].rsplit(" (", 1)[0]
            for line in lines[lines.index(header) + 1:] if " - " in line]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("mutants", help="a mutants file (bench/mutants/*.py)")
    parser.add_argument("--build", default=os.path.join(ROOT, "build"),
                        help="a configured build directory (default build/)")
    parser.add_argument("--only", default="",
                        help="comma-separated mutant names (their first word)")
    parser.add_argument("--timeout", type=int, default=300,
                        help="seconds per lit test (a hang counts as killed)")
    args = parser.parse_args()

    spec = runpy.run_path(args.mutants)
    targets = spec.get("TARGETS", ["ovl-opt"])
    ctest_pattern = spec.get("CTEST", "")
    source = os.path.join(ROOT, spec["FILE"])
    only = {n for n in args.only.split(",") if n}
    mutants = [m for m in spec["MUTANTS"] if not only or m[0].split()[0] in only]
    with open(source) as f:
        original = f.read()

    # A signal restores the source like any other exit.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))
    counts = {"KILLED": 0, "SURVIVED": 0, "SKIPPED": 0}
    try:
        for name, old, new in mutants:
            matches = original.count(old)
            if matches != 1:
                verdict, detail = "SKIPPED", f"old text matches {matches} times"
            else:
                with open(source, "w") as f:
                    f.write(original.replace(old, new))
                start = time.monotonic()
                if not build(args.build, targets):
                    verdict, detail = "SKIPPED", "does not build"
                else:
                    lit = subprocess.run(
                        [LIT, os.path.join(args.build, "test"), "-q",
                         f"--timeout={args.timeout}", "--filter", spec["FILTER"]],
                        capture_output=True, text=True)
                    failed = [line.strip() for line in lit.stdout.splitlines()
                              if line.strip().startswith("Ovl ::")]
                    if ctest_pattern:
                        failed += run_ctest(args.build, ctest_pattern)
                    verdict = "KILLED" if lit.returncode or failed else "SURVIVED"
                    detail = (f"{time.monotonic() - start:.0f} s "
                              + " ".join(failed))
            counts[verdict] += 1
            print(f"{name}: {verdict} ({detail})", flush=True)
    finally:
        with open(source, "w") as f:
            f.write(original)
        build(args.build, targets)
    print(", ".join(f"{n} {k.lower()}" for k, n in counts.items()))


if __name__ == "__main__":
    main()
