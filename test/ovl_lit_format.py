"""The lit test format of Ovl's regression suite (test/lit.cfg.py).

lit's shell tests, with one difference for the round-trip run
(`lit -DVERIFY_ROUNDTRIP=1`, ctest's lit-roundtrip): there, the ovl-opt
substitution adds `--verify-roundtrip`, and a test none of whose RUN lines
reaches that substitution would run the same commands, to the byte, as in
the plain run. The end-to-end scripts, which call the tools by path, are such
tests. The round-trip run reports them unsupported, with the reason, rather
than running them twice.
"""

import re

import lit.formats
import lit.Test

_DIRECTIVE = re.compile(r"\b(?:RUN|DEFINE|REDEFINE):(.*)$")


class OvlShTest(lit.formats.ShTest):
    """ShTest; with `only_with_argument`, a test whose RUN lines match no
    substitution that adds that argument is unsupported."""

    def __init__(self, execute_external=False, only_with_argument=None):
        super().__init__(execute_external)
        self.only_with_argument = only_with_argument

    def execute(self, test, lit_config):
        if self.only_with_argument and not self._reaches_argument(test):
            return lit.Test.Result(
                lit.Test.UNSUPPORTED,
                "no RUN line calls a tool that gets %s: this run would repeat "
                "the plain run's commands" % self.only_with_argument)
        return super().execute(test, lit_config)

    def _reaches_argument(self, test):
        """Whether a RUN (or DEFINE) line of `test` matches, by lit's own
        pattern, a substitution whose replacement holds the argument."""
        patterns = [re.compile(pattern)
                    for pattern, replacement in test.config.substitutions
                    if self.only_with_argument in replacement]
        with open(test.getSourcePath(), encoding="utf-8") as source:
            for line in source:
                directive = _DIRECTIVE.search(line)
                if directive and any(p.search(directive.group(1))
                                     for p in patterns):
                    return True
        return False
