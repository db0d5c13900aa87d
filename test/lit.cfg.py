# -*- Python -*-
# Lit configuration for Ovl's regression tests.
#
# Parameters (lit -D NAME=VALUE, or ctest's lit-roundtrip test):
#   VERIFY_ROUNDTRIP=1  run every ovl-opt invocation with --verify-roundtrip,
#                       which checks that the printed output of each test
#                       parses back to the same IR (generic and custom form).
#                       A test that never calls ovl-opt through the
#                       substitution would repeat the plain run: that run
#                       reports it unsupported (test/ovl_lit_format.py).
#   TIMEOUT=SECONDS     the most one test may run (default 1800; 0: no
#                       limit). A test past it fails as timed out, so that
#                       a hang in a tool fails the suite instead of
#                       stalling it. The whole suite under ASan takes about
#                       27 minutes on two workers (bench/results/
#                       sanitizers.md); its slowest test took 509 s
#                       there (e2e/gpt-feature-matrix.test, 2026-12-02).

import os
import sys

import lit.formats
import lit.util
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "Ovl"
config.suffixes = [".mlir", ".test"]
config.excludes = ["Inputs", "lit.cfg.py", "lit.site.cfg.py", "CMakeLists.txt"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.ovl_obj_root, "test")

llvm_config.use_default_substitutions()
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)

config.substitutions.append(("%PATH%", config.environment["PATH"]))
# OpenMPI (test/Runtime/mpirun.test): its shared-memory transport's
# single-copy mode needs ptrace rights that containers often withhold;
# plain copies work everywhere.
config.environment["OMPI_MCA_btl_vader_single_copy_mechanism"] = "none"
config.substitutions.append(("%python", config.python_executable))
config.substitutions.append(("%ovl_src_root", config.ovl_src_root))
# Where lit's own modules are (test/lint/lit-format.test imports them).
config.substitutions.append(
    ("%lit_pythonpath", os.path.dirname(os.path.dirname(lit.__file__))))
config.substitutions.append(("%ovl_tools_dir", config.ovl_tools_dir))
# A small GPT that every end-to-end test shares (vocabulary padded to 128
# whatever the tensor-parallel size).
# The same with a sequence of 32: at tp 2 a sequence-parallel region's
# shard then splits into 2 token chunks of whole 16-row GEMM blocks, as
# ovl-decompose-collective-matmul{chunks=2} needs (listed first: %gpt is a
# prefix of its name).
config.substitutions.append(
    ("%gpt-sp", "--num-layers 2 --hidden-size 32 --num-attention-heads 4 "
     "--seq-length 32 --micro-batch-size 2 --num-microbatches 2 "
     "--vocab-size 100 --make-vocab-size-divisible-by 64"))
config.substitutions.append(
    ("%gpt", "--num-layers 2 --hidden-size 32 --num-attention-heads 4 "
     "--seq-length 16 --micro-batch-size 2 --num-microbatches 2 "
     "--vocab-size 100 --make-vocab-size-divisible-by 64"))
config.substitutions.append(
    ("%expect-exit", config.python_executable + " "
     + os.path.join(config.ovl_src_root, "utils", "expect-exit.py")))

verify_roundtrip = lit_config.params.get("VERIFY_ROUNDTRIP", "0") not in ("", "0")
# Set unless lit's own --timeout gave a limit (which wins). lit needs the
# psutil module to stop a test and its children (python3-psutil, from
# scripts/bootstrap.sh).
if not lit_config.maxIndividualTestTime:
    timeout = lit_config.params.get("TIMEOUT", "1800")
    if not timeout.isdigit():
        lit_config.fatal("TIMEOUT must be a whole number of seconds "
                         "(0: no limit), got '%s'" % timeout)
    lit_config.maxIndividualTestTime = int(timeout)
# The format lives in a module of its own: lit's workers receive it pickled.
sys.path.insert(0, os.path.dirname(__file__))
from ovl_lit_format import OvlShTest  # noqa: E402

config.test_format = OvlShTest(
    execute_external=True,
    only_with_argument="--verify-roundtrip" if verify_roundtrip else None)
if verify_roundtrip:
    config.available_features.add("verify-roundtrip")
    # Both modes may run at once (ctest -j): keep their temporary files apart.
    config.test_exec_root = os.path.join(config.ovl_obj_root, "test-roundtrip")

tool_dirs = [config.ovl_tools_dir, config.llvm_tools_dir]
tools = [
    ToolSubst("ovl-opt", extra_args=["--verify-roundtrip"] if verify_roundtrip
              else [], unresolved="fatal"),
    ToolSubst("ovl-gen", unresolved="fatal"),
    ToolSubst("ovl-translate", unresolved="fatal"),
    ToolSubst("ovl-run", unresolved="fatal"),
]
llvm_config.add_tool_substitutions(tools, tool_dirs)

for feature in getattr(config, "ovl_features", []):
    config.available_features.add(feature)

# `gpu`: a CUDA device is usable, so tests that need one run (and those that
# check the no-GPU error are unsupported).
def _has_gpu():
    import shutil
    import subprocess
    if "cuda" not in config.available_features:
        return False
    smi = shutil.which("nvidia-smi")
    if not smi:
        return False
    try:
        out = subprocess.run([smi, "-L"], capture_output=True, text=True,
                             timeout=30)
    except (OSError, subprocess.SubprocessError):
        return False
    return out.returncode == 0 and "GPU" in out.stdout

if _has_gpu():
    config.available_features.add("gpu")
