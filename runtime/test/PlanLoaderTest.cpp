//===- PlanLoaderTest.cpp - Parsing and validating plans ------------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/runtime/CommandSchema.h"
#include "ovl/runtime/Plan.h"

#include <gtest/gtest.h>

using namespace ovl::rt;

namespace {

/// A valid two-rank plan exercising every command kind.
const char *kValidPlan = R"(ovl-plan 3
# A comment line, then a blank one.

mesh tp=2:tensor
device name=h100-sxm-nvlink
program stage=0 transient=4096 persistent=1024 events=2 streams=2
param id=0 name=w offset=0 dtype=f32 shape=4x2 global=4x4 shard=1 axis=tp init=normal std=0.5
param id=1 name=w.momentum_buffer offset=32 dtype=f32 shape=4x2 global=4x4 shard=1 axis=tp init=zeros
stream id=0 role=compute commands=6
copy source=host.tokens destination=t@0+32 microbatch=0 vocab=10 count=8 seq=4   # trailing comment
gemm a=p@0+32 b=p@0+32 c=t@256+64 m=4 n=4 k=2 transpose_b=1 dtype=f32 est_us=1.5 label="w w^T" loc="step.mlir:3:5"
record event=0
wait event=1
kernel op=gelu in=t@256+64 out=t@512+64 n=16 flops=160 bytes=128
kernel op=sgd param=p@0+32 grad=t@512+32 momentum=p@32+32 n=8 param_id=0 lr=0.1 mom=0.9 wd=0
stream id=1 role=tp_comm commands=3
wait event=0
collective op=all_reduce red=sum group=tp input=t@256+64 output=t@256+64 count=16 dtype=f32
record event=1
end
)";

std::string replace(std::string text, const std::string &from,
                    const std::string &to) {
  size_t at = text.find(from);
  EXPECT_NE(at, std::string::npos) << "test bug: '" << from << "' not found";
  if (at != std::string::npos)
    text.replace(at, from.size(), to);
  return text;
}

/// Expects `text` to be rejected with a message containing every fragment.
void expectError(const std::string &text,
                 std::initializer_list<std::string> fragments) {
  try {
    parsePlan(text, "test.plan");
    ADD_FAILURE() << "plan was accepted; expected: " << *fragments.begin();
  } catch (const PlanError &e) {
    std::string message = e.what();
    for (const std::string &fragment : fragments)
      EXPECT_NE(message.find(fragment), std::string::npos)
          << "message: " << message << "\nexpected: " << fragment;
  }
}

TEST(PlanLoader, ParsesAValidPlan) {
  Plan plan = parsePlan(kValidPlan, "test.plan");
  EXPECT_EQ(plan.version, 3);
  EXPECT_EQ(plan.mesh.numRanks(), 2);
  EXPECT_EQ(plan.deviceName, "h100-sxm-nvlink");
  ASSERT_EQ(plan.programs.size(), 1u);
  const Program &program = plan.programs[0];
  EXPECT_EQ(program.transientBytes, 4096u);
  ASSERT_EQ(program.params.size(), 2u);
  EXPECT_EQ(program.params[0].globalShape, (std::vector<int64_t>{4, 4}));
  EXPECT_EQ(program.params[0].shardDim, 1);
  EXPECT_EQ(program.params[0].init, InitKind::Normal);
  ASSERT_EQ(program.streams.size(), 2u);
  EXPECT_EQ(program.streams[1].role, StreamRole::TpComm);
  const Command &gemmCmd = program.streams[0].commands[1];
  EXPECT_EQ(gemmCmd.kind, CommandKind::Gemm);
  EXPECT_EQ(program.intArg(gemmCmd, gemm::M), 4);
  EXPECT_EQ(program.intArg(gemmCmd, gemm::TransB), 1);
  EXPECT_EQ(program.intArg(gemmCmd, gemm::Batch), 1); // Default.
  EXPECT_EQ(program.slice(gemmCmd, gemm::C).offset, 256u);
  EXPECT_EQ(gemmCmd.label, "w w^T");
  EXPECT_EQ(gemmCmd.loc, "step.mlir:3:5");
  EXPECT_DOUBLE_EQ(gemmCmd.estUs, 1.5);
  EXPECT_EQ(gemmCmd.line, 11u);
  const Command &host = program.streams[0].commands[0];
  EXPECT_EQ(host.hostField, HostField::Tokens);
  const Command &sgd = program.streams[0].commands[5];
  EXPECT_EQ(static_cast<KernelOp>(sgd.op), KernelOp::Sgd);
  EXPECT_DOUBLE_EQ(program.floatArg(sgd, 1), 0.9);
  EXPECT_EQ(plan.numCommands(), 9u);
}

TEST(PlanLoader, KernelNamesRoundTrip) {
  for (int i = 0; i < kNumKernelOps; ++i) {
    auto op = static_cast<KernelOp>(i);
    EXPECT_EQ(parseKernelOp(kernelOpName(op)), op) << kernelOpName(op);
  }
}

TEST(PlanLoader, RejectsOtherVersions) {
  expectError(replace(kValidPlan, "ovl-plan 3", "ovl-plan 2"),
              {"test.plan:1:", "unsupported plan version 2",
               "this runtime reads version 3"});
  expectError("", {"empty plan"});
  expectError("plan 1\n", {"expected the header 'ovl-plan 3'"});
}

TEST(PlanLoader, RejectsTruncatedFiles) {
  std::string text = kValidPlan;
  expectError(text.substr(0, text.find("record event=1")),
              {"truncated plan", "stream 1 of program 0 declares 3 commands"});
  expectError(text.substr(0, text.find("end\n")), {"has no 'end'"});
  expectError(text.substr(0, text.find("program")), {"truncated plan: no program"});
  expectError("ovl-plan 3\n", {"truncated plan: no mesh"});
}

// Ids, dimension indices and counts the runtime keeps in an int: 2^32 once
// read as 0, a shard dimension, id and event count that exist.
TEST(PlanLoader, RefusesIntFieldsPastInt) {
  expectError(replace(kValidPlan, "shard=1 axis=tp init=normal",
                      "shard=4294967297 axis=tp init=normal"),
              {"test.plan:7:", "field 'shard': must be at most 2147483647, "
                               "got 4294967297"});
  expectError(replace(kValidPlan, "param id=0", "param id=4294967296"),
              {"field 'id': must be at most 2147483647, got 4294967296"});
  expectError(replace(kValidPlan, "events=2", "events=4294967298"),
              {"field 'events': must be at most 2147483647"});
  expectError(replace(kValidPlan, "stage=0", "stage=4294967296"),
              {"field 'stage': must be at most 2147483647"});
  expectError(replace(kValidPlan, "stream id=0", "stream id=4294967296"),
              {"field 'id': must be at most 2147483647"});
}

// A collective's layout: outer x inner = count, checked by division. 4 x
// (2^62 + 4) is 2^64 + 16, which as a product in 64 bits wrapped to the
// count, 16.
TEST(PlanLoader, RefusesALayoutWhoseProductWraps) {
  const std::string layout = "count=16 dtype=f32";
  expectError(replace(kValidPlan, layout,
                      "count=16 outer=4 inner=4611686018427387908 dtype=f32"),
              {"test.plan:18:", "field 'inner': outer x inner must equal "
                                "count"});
  EXPECT_NO_THROW(parsePlan(
      replace(kValidPlan, layout, "count=16 outer=4 inner=4 dtype=f32"),
      "test.plan"));
}

// A command keeps its slice count in 16 bits: an opaque kernel with more
// outputs is refused, not wrapped to the first few.
TEST(PlanLoader, RefusesMoreSlicesThanACommandHolds) {
  auto withOuts = [](int count) {
    std::string outs;
    for (int i = 0; i < count; ++i)
      outs += (i ? ",t@" : "t@") + std::to_string(4 * (i % 1024)) + "+4";
    return replace(kValidPlan, "kernel op=gelu in=t@256+64 out=t@512+64 n=16",
                   "kernel op=opaque outs=" + outs + " fixed_us=1");
  };
  EXPECT_NO_THROW(parsePlan(withOuts(65535), "test.plan"));
  expectError(withOuts(65536),
              {"test.plan:14:", "field 'outs': a command takes at most 65535 "
                                "slices, got 65536"});
}

TEST(PlanLoader, NamesTheCommandAndTheField) {
  expectError(replace(kValidPlan, "gemm a=", "gemv a="),
              {"test.plan:11:", "command 1 of stream 0 (program 0)",
               "unknown command 'gemv'"});
  expectError(replace(kValidPlan, "op=gelu", "op=relu"),
              {"test.plan:14:", "command 4 of stream 0", "field 'op'",
               "unknown kernel 'relu'"});
  expectError(replace(kValidPlan, " m=4 n=4", " n=4"),
              {"command 1 of stream 0", "field 'm': missing"});
  expectError(replace(kValidPlan, "m=4", "m=four"),
              {"field 'm': expected a non-negative integer, got 'four'"});
  expectError(replace(kValidPlan, "c=t@256+64", "c=x@256+64"),
              {"field 'c': expected a slice"});
  expectError(replace(kValidPlan, "n=16 flops", "n=16 color=red flops"),
              {"unknown field 'color' for kernel gelu"});
  expectError(replace(kValidPlan, "n=16 flops", "n=16 n=17 flops"),
              {"field 'n' is given twice"});
  expectError(replace(kValidPlan, "dtype=f32 est", "dtype=f64 est"),
              {"field 'dtype': unknown dtype 'f64'"});
  expectError(replace(kValidPlan, "role=tp_comm", "role=nccl"),
              {"field 'role': unknown stream role 'nccl'"});
  expectError(replace(kValidPlan, "loc=\"step.mlir:3:5\"", "loc=\"step.mlir:3:5"),
              {"test.plan:11:", "unterminated quoted value"});
}

TEST(PlanLoader, RejectsSlicesOutsideTheArena) {
  expectError(replace(kValidPlan, "c=t@256+64", "c=t@4090+64"),
              {"command 1 of stream 0", "field 'c'",
               "slice [4090, 4154) exceeds the transient arena (4096 bytes)"});
  expectError(replace(kValidPlan, "a=p@0+32", "a=p@1000+32"),
              {"field 'a'", "exceeds the persistent arena (1024 bytes)"});
  expectError(replace(kValidPlan, "c=t@256+64", "c=t@256+60"),
              {"field 'c': slice of 60 bytes is smaller than the 64 bytes"});
  expectError(replace(kValidPlan, "count=16 dtype", "count=32 dtype"),
              {"field 'input': slice of 64 bytes is smaller than the 128 bytes"});
}

/// kValidPlan's gelu command, which the tests below replace by others.
const std::string gelu =
    "kernel op=gelu in=t@256+64 out=t@512+64 n=16 flops=160 bytes=128";

// SwiGLU reads [gate | up]: twice the activation; RMSNorm has one row
// statistic and a positive epsilon.
TEST(PlanLoader, ChecksTheLlamaBlockKernels) {
  std::string swiglu = replace(
      kValidPlan, gelu, "kernel op=swiglu in=t@256+64 out=t@512+32 rows=2 cols=4");
  EXPECT_NO_THROW(parsePlan(swiglu, "test.plan"));
  expectError(replace(swiglu, "in=t@256+64", "in=t@256+32"),
              {"field 'in': slice of 32 bytes is smaller than the 64 bytes"});
  expectError(
      replace(kValidPlan, gelu,
              "kernel op=swiglu_grad in=t@256+64 dout=t@512+32 din=t@512+32 "
              "rows=2 cols=4"),
      {"field 'din': slice of 32 bytes is smaller than the 64 bytes"});
  std::string rms = replace(kValidPlan, gelu,
                            "kernel op=rms_norm in=t@256+64 gamma=p@0+16 "
                            "out=t@512+64 rstd=t@640+16 rows=4 cols=4 eps=1e-5");
  EXPECT_NO_THROW(parsePlan(rms, "test.plan"));
  expectError(replace(rms, "eps=1e-5", "eps=0"),
              {"field 'eps'", "must be positive"});
  expectError(replace(rms, "rstd=t@640+16", "rstd=t@640+8"),
              {"field 'rstd': slice of 8 bytes is smaller than the 16 bytes"});
  expectError(
      replace(kValidPlan, gelu,
              "kernel op=rms_norm_grad in=t@256+64 gamma=p@0+16 rstd=t@640+16 "
              "dout=t@256+64 din=t@512+64 dgamma=t@640+8 rows=4 cols=4"),
      {"field 'dgamma': slice of 8 bytes is smaller than the 16 bytes"});
}

TEST(PlanLoader, ChecksRope) {
  std::string rope = replace(kValidPlan, gelu,
                             "kernel op=rope in=t@256+48 out=t@512+48 batch=1 "
                             "seq=2 heads=1 dim=2 rotary_dim=2 base=10000");
  EXPECT_NO_THROW(parsePlan(rope, "test.plan"));
  expectError(replace(rope, "rotary_dim=2", "rotary_dim=3"),
              {"field 'rotary_dim'", "must be even and at most dim (2)"});
  expectError(replace(rope, "rotary_dim=2", "rotary_dim=4"),
              {"field 'rotary_dim'", "must be even and at most dim (2)"});
  expectError(replace(rope, "base=10000", "base=-1"),
              {"field 'base'", "must be positive"});
  expectError(replace(replace(rope, "op=rope", "op=rope_grad"), "in=", "dout="),
              {"field 'din'"});
  // Grouped: heads + 2 groups features per token (2 heads, 1 group: 4).
  std::string grouped = replace(replace(rope, "heads=1", "heads=2 groups=1"),
                                "in=t@256+48", "in=t@256+64");
  expectError(grouped, {"field 'out': slice of 48 bytes is smaller than the "
                        "64 bytes"});
  EXPECT_NO_THROW(parsePlan(replace(grouped, "out=t@512+48", "out=t@512+64"),
                            "test.plan"));
  expectError(replace(grouped, "groups=1", "groups=3"),
              {"field 'groups'", "must divide heads (2)"});
}

// Dropout covers its n elements, takes a ratio in [0, 1), may take seed 0
// and a group, and its offset is optional.
TEST(PlanLoader, ChecksDropout) {
  std::string dropout = replace(
      kValidPlan, gelu,
      "kernel op=dropout in=t@256+64 out=t@512+64 n=16 seed=0 ratio=0.1");
  EXPECT_NO_THROW(parsePlan(dropout, "test.plan"));
  EXPECT_NO_THROW(parsePlan(replace(dropout, "seed=0",
                                    "seed=3 offset=64 "
                                    "group=tp"),
                            "test.plan"));
  expectError(replace(dropout, "ratio=0.1", "ratio=1"),
              {"field 'ratio'", "must lie in [0, 1)"});
  expectError(replace(dropout, "ratio=0.1", "ratio=-0.5"),
              {"field 'ratio'", "must lie in [0, 1)"});
  expectError(replace(dropout, "out=t@512+64", "out=t@512+32"),
              {"field 'out': slice of 32 bytes is smaller than the 64 bytes"});
  expectError(replace(dropout, "seed=0 ", ""), {"seed"});
}

// Attention and its gradient may drop their probabilities: a ratio in
// [0, 1) (absent: none), a seed (absent: 0) and a group for the rank's own
// mask.
TEST(PlanLoader, ChecksAttentionDropout) {
  std::string attention =
      replace(kValidPlan, gelu,
              "kernel op=attention qkv=t@1024+192 out=t@1280+64 lse=t@1408+16 "
              "batch=1 seq=4 heads=1 dim=4 dropout=0.1 seed=3 group=tp");
  Plan plan = parsePlan(attention, "test.plan");
  const Command &c = plan.programs[0].streams[0].commands[4];
  EXPECT_DOUBLE_EQ(plan.programs[0].floatArg(c, kernel::attention::Dropout),
                   0.1);
  EXPECT_EQ(plan.programs[0].intArg(c, kernel::attention::Seed), 3u);
  // Without dropout: ratio 0, seed 0.
  Plan plain = parsePlan(replace(attention, " dropout=0.1 seed=3 group=tp", ""),
                         "test.plan");
  const Command &p = plain.programs[0].streams[0].commands[4];
  EXPECT_DOUBLE_EQ(plain.programs[0].floatArg(p, kernel::attention::Dropout),
                   0.0);
  EXPECT_EQ(plain.programs[0].intArg(p, kernel::attention::Seed), 0u);
  expectError(replace(attention, "dropout=0.1", "dropout=1"),
              {"field 'dropout'", "must lie in [0, 1)"});
  std::string grad =
      replace(replace(attention, "op=attention ", "op=attention_grad "),
              "lse=t@1408+16", "lse=t@1408+16 dout=t@1280+64 dqkv=t@1536+192");
  EXPECT_NO_THROW(parsePlan(grad, "test.plan"));
  expectError(replace(grad, "dropout=0.1", "dropout=-0.2"),
              {"field 'dropout'", "must lie in [0, 1)"});
}

// AdamW's moments cover its parameter, its betas lie in [0, 1) and its eps
// is positive; its param_id is checked as SGD's.
TEST(PlanLoader, ChecksAdamW) {
  const std::string sgd = "kernel op=sgd param=p@0+32 grad=t@512+32 "
                          "momentum=p@32+32 n=8 param_id=0 lr=0.1 mom=0.9 wd=0";
  std::string adam = replace(
      kValidPlan, sgd,
      "kernel op=adamw param=p@0+32 grad=t@512+32 exp_avg=p@32+32 "
      "exp_avg_sq=p@64+32 n=8 param_id=0 lr=0.001 beta1=0.9 beta2=0.999 "
      "eps=1e-8 wd=0.1");
  EXPECT_NO_THROW(parsePlan(adam, "test.plan"));
  expectError(replace(adam, "exp_avg_sq=p@64+32", "exp_avg_sq=p@64+16"),
              {"field 'exp_avg_sq': slice of 16 bytes is smaller than the 32"});
  expectError(replace(adam, "beta2=0.999", "beta2=1"),
              {"field 'beta2'", "must lie in [0, 1)"});
  expectError(replace(adam, "eps=1e-8", "eps=0"),
              {"field 'eps'", "must be positive"});
  expectError(replace(adam, "param_id=0", "param_id=5"),
              {"field 'param_id'", "names param 5"});
}

// Gradient clipping's kernels: sizes against their slices, a 0/1
// accumulate flag, a positive bound.
TEST(PlanLoader, ChecksSumSquaresAndClipByNorm) {
  const std::string sgd = "kernel op=sgd param=p@0+32 grad=t@512+32 "
                          "momentum=p@32+32 n=8 param_id=0 lr=0.1 mom=0.9 wd=0";
  const std::string sum =
      "kernel op=sum_squares in=t@512+32 out=t@1024+4 n=8\n";
  const std::string clip = "kernel op=clip_by_norm grad=t@512+32 "
                           "norm_sq=t@1024+4 out=t@512+32 n=8 max_norm=1\n";
  std::string plan = replace(replace(kValidPlan, sgd, sum + clip + sgd),
                             "commands=6", "commands=8");
  EXPECT_NO_THROW(parsePlan(plan, "test.plan"));
  EXPECT_NO_THROW(
      parsePlan(replace(plan, "n=8\n", "n=8 accumulate=1\n"), "test.plan"));
  expectError(
      replace(plan, "out=t@1024+4 n=8", "out=t@1024+4 n=8 accumulate=2"),
      {"field 'accumulate'", "must be 0 or 1"});
  expectError(replace(plan, "in=t@512+32 out=t@1024+4 n=8",
                      "in=t@512+32 out=t@1024+4 n=9"),
              {"field 'in': slice of 32 bytes is smaller than the 36"});
  expectError(replace(plan, "norm_sq=t@1024+4", "norm_sq=t@0+0"),
              {"field 'norm_sq'"});
  expectError(replace(plan, "max_norm=1", "max_norm=0"),
              {"field 'max_norm'", "must be positive"});
}

// Conversions: f32 <-> bf16 only, from the command's dtype, each side's
// slice sized by its own element type.
TEST(PlanLoader, ChecksConvert) {
  std::string plan =
      replace(kValidPlan, gelu,
              "kernel op=convert in=t@256+64 out=t@512+32 n=16 from=0 to=1");
  EXPECT_NO_THROW(parsePlan(plan, "test.plan"));
  expectError(replace(plan, "out=t@512+32", "out=t@512+16"),
              {"field 'out': slice of 16 bytes is smaller than the 32"});
  expectError(replace(plan, "to=1", "to=0"),
              {"field 'to'", "must differ from 'from'"});
  expectError(replace(plan, "to=1", "to=3"), {"field 'to'", "must be 0"});
  expectError(replace(plan, "from=0 to=1", "from=1 to=0"),
              {"field 'from'", "must be the command's dtype"});
  // Each side aligned on its own element size: a bf16 output may start two
  // bytes into a word, an f32 input may not.
  EXPECT_NO_THROW(
      parsePlan(replace(plan, "out=t@512+32", "out=t@514+32"), "test.plan"));
  expectError(replace(plan, "in=t@256+64", "in=t@258+64"),
              {"field 'in'", "slice offset 258 is not a multiple of its "
                             "element size (4 bytes)"});
}

// A rank's shard reads group size x n elements and needs its group.
TEST(PlanLoader, ChecksLocalShard) {
  std::string plan =
      replace(kValidPlan, gelu,
              "kernel op=local_shard in=t@256+64 out=t@512+32 n=8 group=tp");
  EXPECT_NO_THROW(parsePlan(plan, "test.plan"));
  expectError(replace(plan, "in=t@256+64", "in=t@256+32"),
              {"field 'in': slice of 32 bytes is smaller than the 64"});
  expectError(replace(plan, " group=tp", ""),
              {"field 'group'", "must name the group"});
}

// The optimizer kernels' learning-rate schedule: optional (kValidPlan's sgd
// has none), and Megatron's checks when present.
TEST(PlanLoader, ChecksTheLearningRateSchedule) {
  const std::string wd = "lr=0.1 mom=0.9 wd=0";
  std::string scheduled =
      replace(kValidPlan, wd,
              wd + " lr_style=2 lr_warmup=3 lr_decay_iters=10 min_lr=0.01");
  Plan plan = parsePlan(scheduled, "test.plan");
  const Command &sgd = plan.programs[0].streams[0].commands[5];
  LrSchedule s = lrScheduleOf(plan.programs[0], sgd);
  EXPECT_EQ(s.style, LrDecayStyle::Cosine);
  EXPECT_EQ(s.warmupIters, 3);
  EXPECT_EQ(s.decayIters, 10);
  EXPECT_DOUBLE_EQ(s.minLr, 0.01);
  EXPECT_DOUBLE_EQ(s.maxLr, 0.1);
  LrSchedule none = lrScheduleOf(parsePlan(kValidPlan, "test.plan").programs[0],
                                 sgd);
  EXPECT_EQ(none.style, LrDecayStyle::Constant);
  EXPECT_DOUBLE_EQ(none.minLr, 0.0);
  expectError(replace(scheduled, "lr_style=2", "lr_style=3"),
              {"field 'lr_style'", "must be 0 (constant), 1 (linear) or 2"});
  expectError(replace(scheduled, "lr_decay_iters=10", "lr_decay_iters=3"),
              {"field 'lr_decay_iters'", "must exceed lr_warmup (3)"});
  expectError(replace(scheduled, "min_lr=0.01", "min_lr=0.5"),
              {"field 'min_lr'", "must lie in [0, lr]"});
}

TEST(PlanLoader, RejectsMisalignedSlices) {
  // Kernels read elements in place: an f32 slice at an odd offset would be
  // a misaligned load (UBSan found them in the cpu kernels; issue 9).
  expectError(replace(kValidPlan, "in=t@256+64 out=t@512+64", "in=t@258+64 out=t@512+64"),
              {"field 'in': slice offset 258 is not a multiple of its element "
               "size (4 bytes)"});
  // Parameters too: the initializer writes their elements in place (the
  // plan fuzzer's first finding under UBSan).
  expectError(replace(kValidPlan, "offset=32 dtype", "offset=34 dtype"),
              {"param 'w.momentum_buffer' at offset 34 is not aligned to its "
               "f32 elements (4 bytes)"});
  // Token ids are i32 whatever the command's dtype.
  expectError(replace(kValidPlan, "destination=t@0+32", "destination=t@2+32"),
              {"field 'destination': slice offset 2 is not a multiple of its element "
               "size (4 bytes)"});
}

TEST(PlanLoader, CopiesBetweenSlicesTakeAnyOffset) {
  // A copy moves bytes of a type it does not carry: a bucket's bf16 pieces
  // may sit 2 bytes into a word (the differential fuzzer's finding, where
  // the validator refused a plan the compiler wrote). Token-id copies keep
  // their i32 alignment (RejectsMisalignedSlices).
  std::string plan =
      replace(replace(kValidPlan, "stream id=0 role=compute commands=6",
                      "stream id=0 role=compute commands=7"),
              "record event=0\n",
              "copy source=t@258+6 destination=t@1027+6\nrecord event=0\n");
  Plan parsed = parsePlan(plan, "test.plan");
  const Command &copy = parsed.programs[0].streams[0].commands[2];
  ASSERT_EQ(copy.kind, CommandKind::Copy);
  EXPECT_EQ(parsed.programs[0].slice(copy, copy::Dst).offset, 1027u);
}

TEST(PlanLoader, ProvesCrossStreamOrdering) {
  // A wait on the wrong event: the gelu on stream 0 reads the all-reduce's
  // output on stream 1 without knowing it complete (issue 9: such plans
  // passed and changed the loss).
  expectError(replace(kValidPlan, "wait event=1", "wait event=0"),
              {"test.plan:18: command 1 of stream 1 (program 0): writes "
               "[256, 320) of the transient arena, which command 4 of stream 0 "
               "(line 14) reads, and no event orders them"});
  // A missing wait: the all-reduce reads the GEMM's output unordered.
  expectError(replace(kValidPlan,
                      "stream id=1 role=tp_comm commands=3\nwait event=0\n",
                      "stream id=1 role=tp_comm commands=2\n"),
              {"command 0 of stream 1 (program 0): reads [256, 320) of the "
               "transient arena, which command 1 of stream 0 (line 11) writes"});
}

TEST(PlanLoader, RejectsBatchesThatOverlap) {
  // batch=2147483647 with zero strides used to pass and run "forever" on a
  // 64-byte output (issue 9).
  expectError(replace(kValidPlan, "m=4 n=4 k=2", "m=4 n=4 k=2 batch=2147483647"),
              {"field 'stride_c': must be at least m x n (16) when batch > 1"});
}

// A byte-order mark was invisible in the header's error ("got 'ovl-plan'").
TEST(PlanLoader, NamesAByteOrderMark) {
  expectError(std::string("\xEF\xBB\xBF") + kValidPlan,
              {"test.plan:1:", "the plan starts with a UTF-8 byte-order "
                               "mark; plans are plain text without one"});
}

TEST(PlanLoader, RejectsANormalInitWithoutASpread) {
  expectError(replace(kValidPlan, "std=0.5", "std=nan"),
              {"field 'std': expected a finite number, got 'nan'"});
  expectError(replace(kValidPlan, "std=0.5", "std=-1"),
              {"field 'std': must be positive and finite for init=normal"});
}

// A command's times stay finite, and so do their sums: from_chars reads
// "inf" and "nan", which passed the non-negative checks; a fixed_us of
// -0.5 read as "no fixed time" (absent is -1), one of 1e300 made a step of
// two such commands "inf ms" on the sim.
TEST(PlanLoader, RefusesTimesThatAreNotFinite) {
  const std::string estimate = "est_us=1.5";
  expectError(replace(kValidPlan, estimate, "est_us=inf"),
              {"test.plan:11:", "field 'est_us': expected a finite number, "
                                "got 'inf'"});
  expectError(replace(kValidPlan, estimate, "est_us=nan"),
              {"field 'est_us': expected a finite number, got 'nan'"});
  expectError(replace(kValidPlan, estimate, "est_us=1e31"),
              {"field 'est_us': must be at most 1e+30, got 1e+31"});
  expectError(replace(kValidPlan, estimate, "est_us=1.5 fixed_us=-0.5"),
              {"field 'fixed_us': must be non-negative (absent: the cost "
               "model's time), got -0.5"});
  expectError(replace(kValidPlan, estimate, "est_us=1.5 fixed_us=1e300"),
              {"field 'fixed_us': must be at most 1e+30, got 1e+300"});
  expectError(replace(kValidPlan, "flops=160", "flops=inf"),
              {"field 'flops': expected a finite number, got 'inf'"});
  expectError(replace(kValidPlan, "lr=0.1", "lr=inf"),
              {"field 'lr': expected a finite number, got 'inf'"});
  EXPECT_NO_THROW(parsePlan(
      replace(kValidPlan, estimate, "est_us=1e30 fixed_us=1e30"), "test.plan"));
  EXPECT_NO_THROW(parsePlan(
      replace(kValidPlan, estimate, "est_us=0 fixed_us=0"), "test.plan"));
}

TEST(PlanLoader, RejectsSizesThatWouldWrap) {
  // m x k x 4 bytes is 2^66: taken modulo 2^64 it would be 0 and the GEMM
  // would pass with a 32-byte slice (issue 9).
  expectError(replace(kValidPlan, "m=4 n=4 k=2", "m=4611686018427387904 n=4 k=4"),
              {"command 1 of stream 0", "field 'a'",
               "slice of 32 bytes is smaller than the 7.38e+19 bytes"});
  expectError(replace(kValidPlan, "out=t@512+64 n=16", "out=t@512+64 n=4611686018427387904"),
              {"field 'in'", "slice of 64 bytes is smaller than the 1.84e+19 bytes"});
}

TEST(PlanLoader, ChecksEvents) {
  expectError(replace(kValidPlan, "wait event=1", "wait event=7"),
              {"field 'event': event 7 is outside the program's 2 events"});
  expectError(replace(kValidPlan, "record event=1", "record event=0"),
              {"event 0 is recorded twice"});
  // Stream 0 waits for event 1 before recording event 0, which stream 1
  // waits for before recording event 1.
  std::string cycle = replace(kValidPlan, "record event=0\nwait event=1",
                              "wait event=1\nrecord event=0");
  expectError(cycle, {"wait on each other forever",
                      "stream 0 waits at command 2", "for event 1",
                      "stream 1 waits at command 0"});
  std::string unrecorded = replace(kValidPlan, "record event=1\n", "");
  unrecorded = replace(unrecorded, "commands=3", "commands=2");
  expectError(unrecorded, {"event 1 is waited on but never recorded"});
  // The count sizes tables (here and in each backend): more events than
  // commands is refused before, not a std::bad_alloc.
  expectError(replace(kValidPlan, "events=2", "events=2147483647"),
              {"test.plan:6:", "the program declares 2147483647 events but "
                               "has only 9 commands to record them"});
}

TEST(PlanLoader, ChecksGroupsAndRanks) {
  expectError(replace(kValidPlan, "group=tp", "group=ep"),
              {"field 'group': 'ep' is not a mesh axis (axes: tp)"});
  expectError(replace(kValidPlan, "group=tp", "group=tp,tp"),
              {"axis 'tp' appears twice"});
  // A pipeline of two stages needs two programs.
  std::string twoStages = replace(kValidPlan, "mesh tp=2:tensor", "mesh pp=2:pipeline tp=2:tensor\npipeline axis=pp");
  expectError(twoStages, {"mismatched ranks", "stage 1 has no program"});
  expectError(replace(kValidPlan, "mesh tp=2:tensor", "mesh tp=2:tensor\npipeline axis=dp"),
              {"field 'axis': 'dp' is not a mesh axis"});
  // Roles are typed: every axis declares one, and the pipeline runs over
  // the axis whose role is pipeline, whatever it is called.
  expectError(replace(kValidPlan, "mesh tp=2:tensor", "mesh tp=2"),
              {"test.plan:4:", "axis 'tp' needs a role: AXIS=SIZE:ROLE"});
  expectError(replace(kValidPlan, "mesh tp=2:tensor", "mesh tp=2:expert"),
              {"axis 'tp' needs a role"});
  expectError(replace(kValidPlan, "mesh tp=2:tensor",
                      "mesh tp=2:tensor pp=1:pipeline vp=1:pipeline"),
              {"more than one pipeline axis"});
  expectError(replace(kValidPlan, "mesh tp=2:tensor",
                      "mesh tp=2:tensor\npipeline axis=tp"),
              {"field 'axis': axis 'tp' has role 'tensor'"});
}

/// Two pipeline stages that send one activation forward.
std::string pipelinePlan(const std::string &stage0, const std::string &stage1) {
  return "ovl-plan 3\nmesh pp=2:pipeline\npipeline axis=pp\n"
         "program stage=0 transient=1024 persistent=0 events=0 streams=1\n" +
         stage0 +
         "end\n"
         "program stage=1 transient=1024 persistent=0 events=0 streams=1\n" +
         stage1 + "end\n";
}

TEST(PlanLoader, MatchesSendsWithReceives) {
  std::string send =
      "stream id=0 role=compute commands=1\n"
      "p2p op=send axis=pp peer=1 buffer=t@0+64 dtype=f32\n";
  std::string recv =
      "stream id=0 role=compute commands=1\n"
      "p2p op=recv axis=pp peer=0 buffer=t@0+64 dtype=f32\n";
  EXPECT_NO_THROW(parsePlan(pipelinePlan(send, recv), "test.plan"));
  expectError(pipelinePlan(send, "stream id=0 role=compute commands=0\n"),
              {"mismatched ranks: rank 0 sends 1 messages along 'pp' to rank 1, "
               "which receives 0 from it"});
  expectError(pipelinePlan("stream id=0 role=compute commands=0\n", recv),
              {"mismatched ranks: rank 1 receives 1 messages from rank 0, "
               "which sends it none"});
  expectError(pipelinePlan(send, replace(recv, "t@0+64", "t@0+32")),
              {"send 0 from rank 0 to rank 1 has 64 bytes but the receive",
               "expects 32"});
  expectError(pipelinePlan(replace(send, "peer=1", "peer=0"), recv),
              {"field 'peer': the stage sends to itself"});
  expectError(pipelinePlan(replace(send, "peer=1", "peer=2"), recv),
              {"field 'peer': peer 2 is outside axis 'pp' of size 2"});
}

TEST(PlanLoader, MatchesCollectivesAcrossPrograms) {
  // A collective over the pipeline axis spans both programs: both must
  // issue the same sequence.
  std::string allReduce =
      "stream id=0 role=compute commands=1\n"
      "collective op=all_reduce red=sum group=pp input=t@0+64 output=t@0+64 "
      "count=16 dtype=f32\n";
  EXPECT_NO_THROW(parsePlan(pipelinePlan(allReduce, allReduce), "test.plan"));
  expectError(pipelinePlan(allReduce, replace(allReduce, "red=sum", "red=max")),
              {"mismatched ranks: collective 0 on the communicator over [pp] "
               "differs between rank 0 and rank 1"});
  expectError(pipelinePlan(allReduce, "stream id=0 role=compute commands=0\n"),
              {"rank 0 (program 0) issues 1 collectives but rank 1 (program "
               "1) issues 0"});
}

TEST(PlanLoader, OneStreamPerCommunicator) {
  std::string text = replace(kValidPlan, "kernel op=gelu in=t@256+64 out=t@512+64 n=16 flops=160 bytes=128",
                             "collective op=all_reduce red=sum group=tp input=t@512+64 output=t@512+64 count=16");
  expectError(text, {"collectives over [tp] are issued from streams 0 and 1",
                     "would depend on timing"});
}

TEST(PlanLoader, RejectsMeshesTooLargeToCount) {
  // An axis of 2^63 - 1 used to wrap the rank count and throw
  // std::length_error with no file or line (plan fuzzer finding).
  expectError(replace(kValidPlan, "mesh tp=2:tensor",
                      "mesh tp=9223372036854775807:tensor"),
              {"test.plan:4:", "the mesh has more than 1048576 ranks (axis "
                               "'tp' of size 9223372036854775807)"});
  expectError(replace(kValidPlan, "mesh tp=2:tensor",
                      "mesh dp=1024:data tp=2048:tensor"),
              {"the mesh has more than 1048576 ranks (axis 'tp' of size "
               "2048)"});
}

TEST(PlanLoader, ChecksParams) {
  expectError(replace(kValidPlan, "offset=32 dtype", "offset=16 dtype"),
              {"param 'w.momentum_buffer' overlaps param 'w'"});
  expectError(replace(kValidPlan, "shape=4x2 global=4x4 shard=1 axis=tp init=normal",
                      "shape=4x4 global=4x4 shard=1 axis=tp init=normal"),
              {"param 'w': local size 4 in dimension 1 is not a shard of the "
               "global 4"});
  expectError(replace(kValidPlan, "init=normal std=0.5", "init=uniform"),
              {"field 'init': expected zeros, ones or normal"});
  expectError(replace(kValidPlan, "n=8 param_id=0", "n=7 param_id=0"),
              {"field 'n': is 7 but param 0 has 8 elements"});
  expectError(replace(kValidPlan, "param_id=0 lr", "param_id=5 lr"),
              {"field 'param_id': names param 5 but the program declares 2"});
  // A second split must name another mesh axis, and give a shard.
  expectError(replace(kValidPlan, "shard=1 axis=tp init=normal",
                      "shard=1 axis=tp inner_shard=0 inner_axis=tp "
                      "init=normal"),
              {"field 'inner_axis': 'tp' is not a mesh axis other than the "
               "first shard's"});
  expectError(replace(kValidPlan, "shard=1 axis=tp init=normal",
                      "shard=1 axis=tp inner_shard=0 init=normal"),
              {"field 'inner_axis': missing"});
}

TEST(PlanLoader, NeverCrashesOnTruncationOrCorruption) {
  // Every prefix of a valid plan, and every single-byte corruption of it,
  // either loads or is rejected with a PlanError: nothing else escapes.
  std::string text = kValidPlan;
  int accepted = 0, rejected = 0;
  auto attempt = [&](const std::string &candidate) {
    try {
      parsePlan(candidate, "fuzz.plan");
      ++accepted;
    } catch (const PlanError &) {
      ++rejected;
    }
  };
  for (size_t length = 0; length < text.size(); ++length)
    attempt(text.substr(0, length));
  const char replacements[] = {'\0', ' ', '=', '@', '+', '"', '9', 'x', '\n', '#'};
  for (size_t i = 0; i < text.size(); ++i)
    for (char c : replacements) {
      std::string corrupted = text;
      corrupted[i] = c;
      attempt(corrupted);
    }
  EXPECT_GT(rejected, 0);
  EXPECT_GT(accepted, 0); // Some edits (inside comments, labels) are harmless.
}

TEST(PlanLoader, ReportsMissingFiles) {
  try {
    loadPlan("/nonexistent/step.plan");
    ADD_FAILURE() << "expected an error";
  } catch (const PlanError &e) {
    EXPECT_NE(std::string(e.what()).find("cannot open the plan file"),
              std::string::npos);
  }
}

TEST(Mesh, NumbersRanksRowMajorAndFindsGroups) {
  Mesh mesh{{"pp", "dp", "tp"}, {2, 2, 2}, {"pipeline", "data", "tensor"}};
  EXPECT_EQ(mesh.numRanks(), 8);
  EXPECT_EQ(mesh.coords(5), (std::vector<int>{1, 0, 1}));
  EXPECT_EQ(mesh.rankOf({1, 0, 1}), 5);
  int index = -1;
  EXPECT_EQ(mesh.groupMembers(5, {2}, &index), (std::vector<int>{4, 5}));
  EXPECT_EQ(index, 1);
  EXPECT_EQ(mesh.groupMembers(5, {1}), (std::vector<int>{5, 7}));
  EXPECT_EQ(mesh.groupMembers(0, {1, 2}), (std::vector<int>{0, 1, 2, 3}));
}

} // namespace

// The kernel table is indexed by KernelOp and built from the per-kernel
// operand enums (CommandSchema.h): every kernel's name parses back to it,
// and its tables are as long as its enums.
TEST(CommandSchemas, KernelTableFollowsTheOperandEnums) {
  for (int i = 0; i < kNumKernelOps; ++i) {
    auto op = static_cast<KernelOp>(i);
    EXPECT_EQ(parseKernelOp(kernelOpName(op)), op) << kernelOpName(op);
  }
  const CommandSchema &ln = kernelSchema(KernelOp::LayerNorm);
  EXPECT_EQ(ln.slices.size(), size_t(kernel::layer_norm::NumSlots));
  EXPECT_STREQ(ln.slices[kernel::layer_norm::Rstd], "rstd");
  EXPECT_STREQ(ln.floats[kernel::layer_norm::Eps].name, "eps");
  EXPECT_TRUE(kernelWritesSlot(KernelOp::LayerNorm, kernel::layer_norm::Mean));
  EXPECT_FALSE(kernelWritesSlot(KernelOp::LayerNorm, kernel::layer_norm::Gamma));
  const CommandSchema &g = gemmSchema();
  EXPECT_STREQ(g.ints[gemm::StrideC].name, "stride_c");
  EXPECT_EQ(g.ints.size(), size_t(gemm::NumInts));
}
