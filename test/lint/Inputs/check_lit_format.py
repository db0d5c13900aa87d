"""Classifies test files as the round-trip run's test format does
(test/ovl_lit_format.py), with ovl-opt's substitution built by lit's own
ToolSubst as test/lit.cfg.py builds it, and prints one line per file:
`NAME: runs` or `NAME: unsupported (REASON)`.

usage: check_lit_format.py LIT_PYTHONPATH OVL_TEST_DIR INPUT_DIR
"""

import os
import sys
import types

lit_pythonpath, test_dir, input_dir = sys.argv[1:4]
sys.path[:0] = [lit_pythonpath, test_dir]

import lit.Test  # noqa: E402
from lit.llvm.subst import ToolSubst  # noqa: E402
from ovl_lit_format import OvlShTest  # noqa: E402

opt = ToolSubst("ovl-opt", command="/tools/ovl-opt",
                extra_args=["--verify-roundtrip"])
config = types.SimpleNamespace(substitutions=[
    ("%python", "/usr/bin/python3"),
    ("%ovl_tools_dir", "/tools"),
    (opt.regex, "/tools/ovl-opt --verify-roundtrip"),
    (ToolSubst("ovl-translate").regex, "/tools/ovl-translate"),
])

round_trip = OvlShTest(execute_external=True,
                       only_with_argument="--verify-roundtrip")
for name in sorted(os.listdir(input_dir)):
    path = os.path.join(input_dir, name)
    test = types.SimpleNamespace(config=config,
                                 getSourcePath=lambda path=path: path)
    if round_trip._reaches_argument(test):
        print("%s: runs" % name)
        continue
    # A test that does not reach the argument never gets to ShTest.
    result = round_trip.execute(test, lit_config=None)
    assert result.code is lit.Test.UNSUPPORTED, result.code
    print("%s: unsupported (%s)" % (name, result.output))
