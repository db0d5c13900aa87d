#!/usr/bin/env python3
"""Finds lit and FileCheck directives that are missing their colon.

`// CHECK-NEXT }` or `// RUN ovl-opt` is silently ignored by lit and
FileCheck, so the check it was meant to be never runs. This lint reports
every such line in the given files, or in the files under the given
directories (skipping `Inputs` folders, which hold fixtures, not tests), and
exits with 1 when it finds any. Besides RUN and CHECK it knows the prefixes a
file declares with --check-prefix / --check-prefixes.

Usage: lint-lit-directives.py PATH [PATH...]
"""
import os
import re
import sys

SUFFIXES = (".mlir", ".test", ".py", ".ll")
LIT_KEYWORDS = ["RUN", "REQUIRES", "UNSUPPORTED", "XFAIL"]
CHECK_SUFFIXES = r"(-(NEXT|SAME|NOT|DAG|LABEL|EMPTY|COUNT-[0-9]+))?"
PREFIX_OPTION = re.compile(r"--?check-prefix(?:es)?[= ]([A-Za-z0-9_,-]+)")


def files_under(path):
    if os.path.isfile(path):
        yield path
        return
    for root, dirs, names in os.walk(path):
        dirs[:] = sorted(d for d in dirs if d != "Inputs")
        for name in sorted(names):
            if name.endswith(SUFFIXES) and name not in ("lit.cfg.py",
                                                        "lit.site.cfg.py"):
                yield os.path.join(root, name)


def directive_pattern(lines):
    prefixes = {"CHECK"}
    for line in lines:
        for match in PREFIX_OPTION.finditer(line):
            prefixes.update(p for p in match.group(1).split(",") if p)
    checks = "|".join(re.escape(p) + CHECK_SUFFIXES
                      for p in sorted(prefixes, key=len, reverse=True))
    # A comment marker, a directive name, then whitespace (or the end of the
    # line) where the colon belongs.
    return re.compile(r"(//|#|;)\s*(%s|%s)(?=\s|$)"
                      % ("|".join(LIT_KEYWORDS), checks))


def lint(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        lines = f.readlines()
    pattern = directive_pattern(lines)
    problems = []
    for number, line in enumerate(lines, 1):
        match = pattern.search(line)
        if match:
            problems.append("%s:%d: directive '%s' has no colon and is "
                            "ignored: %s" % (path, number, match.group(2),
                                             line.strip()))
    return problems


def main():
    if len(sys.argv) < 2:
        sys.stderr.write(__doc__)
        return 2
    problems = []
    for arg in sys.argv[1:]:
        if not os.path.exists(arg):
            sys.stderr.write("lint-lit-directives: no such path: %s\n" % arg)
            return 2
        for path in files_under(arg):
            problems.extend(lint(path))
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
