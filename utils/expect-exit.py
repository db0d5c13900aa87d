#!/usr/bin/env python3
"""Runs a command and succeeds only if it exits with the given status.

Usage: expect-exit.py STATUS COMMAND [ARGS...]

Lit's `not` accepts any non-zero status; Ovl's tools promise exactly 1 for a
bad input (and never a crash, which `not` would also accept).
"""
import subprocess
import sys


def main():
    if len(sys.argv) < 3:
        sys.stderr.write("usage: expect-exit.py STATUS COMMAND [ARGS...]\n")
        return 2
    expected = int(sys.argv[1])
    status = subprocess.call(sys.argv[2:])
    if status != expected:
        sys.stderr.write("expect-exit: '%s' exited with %d, expected %d\n"
                         % (" ".join(sys.argv[2:]), status, expected))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
