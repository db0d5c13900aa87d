//===- CommunicationCheckTest.cpp - Communication proofs on large steps ---===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// verifyCommunication reads a large function or program on the context's
// threads, a chunk each, and only where every op reads on its own; anything
// to report is reported as a reading in program order would: the first
// problem, and only it. Each test puts its problems chunks away from the
// first (a chunk is 16,384 items), parses without the MLIR verifier (which
// refuses unknown axes first) and checks the one message and its line.
//
//===----------------------------------------------------------------------===//

#include "ovl/Analysis/CommunicationCheck.h"
#include "ovl/Dialect/Ovl/IR/OvlDialect.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

#include <set>

using namespace mlir;
using namespace mlir::ovl;

namespace {

/// All-reduce starts of the step, each waited for after the last: more than
/// three chunks of items, and waits that refer to starts chunks before.
constexpr int kStarts = 25000;

/// What to break in a step.
struct Breaks {
  /// Starts whose group is [dp], which the mesh lacks.
  std::set<int> unknownGroup;
  /// Starts followed by a wait for the argument event, which no op records.
  std::set<int> unrecordedWait;
};

/// A step on a mesh of one axis, tp 2: the lines of its text, each a line.
std::vector<std::string> stepLines(const Breaks &breaks) {
  std::vector<std::string> lines = {
      "ovl.mesh @mesh axes [tp = 2 : tensor]",
      "func.func @step(%x: tensor<4xf32>, %e: !ovl.event) {"};
  for (int i = 0; i < kStarts; ++i) {
    lines.push_back(
        "  %h" + std::to_string(i) + " = ovl.all_reduce_start sum " +
        "%x over [" + (breaks.unknownGroup.count(i) ? "dp" : "tp") +
        "] {ovl.stream = #ovl<stream tp_comm>} : tensor<4xf32> -> " +
        "!ovl.inflight<tensor<4xf32>>");
    if (breaks.unrecordedWait.count(i))
      lines.push_back("  ovl.event_wait %e on compute");
    if (i % 1000 == 999) {
      lines.push_back("  %e" + std::to_string(i) +
                      " = ovl.event_record on tp_comm : !ovl.event");
      lines.push_back("  ovl.event_wait %e" + std::to_string(i) +
                      " on compute");
    }
  }
  for (int i = 0; i < kStarts; ++i)
    lines.push_back("  %r" + std::to_string(i) + " = ovl.wait %h" +
                    std::to_string(i) +
                    " : !ovl.inflight<tensor<4xf32>> -> tensor<4xf32>");
  lines.push_back("  return");
  lines.push_back("}");
  return lines;
}

/// A program every rank runs on a tp 2 x dp 2 mesh: queue 0 with
/// `kCommands` all-reduces over [tp] and a record, queue 1 with 20 over [dp]
/// and a wait for the record. Commands `unknownInQueue0` of queue 0 and
/// `unknownInQueue1` of queue 1 are over [ep], which the mesh lacks.
constexpr int kCommands = 40000;

std::vector<std::string> programLines(const std::set<int> &unknownInQueue0,
                                      const std::set<int> &unknownInQueue1) {
  auto collective = [](StringRef group) {
    return ("    ovl.rt.collective all_reduce sum over [" + group +
            "] <transient, 0, 256> -> <transient, 0, 256> count 64 outer 1 "
            "inner 1 root 0 : f32 est 10.0")
        .str();
  };
  std::vector<std::string> lines = {
      "ovl.mesh @mesh axes [tp = 2 : tensor, dp = 2 : data]",
      "ovl.program @stage0 stage 0 transient 1024 persistent 0 events 1 {",
      "  ovl.queue 0 tp_comm {"};
  for (int i = 0; i < kCommands; ++i)
    lines.push_back(collective(unknownInQueue0.count(i) ? "ep" : "tp"));
  lines.push_back("    ovl.rt.record 0 est 0.0 \"event_record\"");
  lines.push_back("  }");
  lines.push_back("  ovl.queue 1 dp_comm {");
  for (int i = 0; i < 20; ++i)
    lines.push_back(collective(unknownInQueue1.count(i) ? "ep" : "dp"));
  lines.push_back("    ovl.rt.wait 0 est 0.0");
  lines.push_back("  }");
  lines.push_back("}");
  return lines;
}

/// The line (from 1) of the first line of `lines` that holds `text`, after
/// line `after`.
int lineOf(const std::vector<std::string> &lines, StringRef text,
           int after = 0) {
  for (int i = after; i < static_cast<int>(lines.size()); ++i)
    if (StringRef(lines[i]).contains(text))
      return i + 1;
  return -1;
}

class CommunicationCheckTest : public ::testing::Test {
protected:
  CommunicationCheckTest() {
    context.loadDialect<OvlDialect, func::FuncDialect>();
    // Two threads even on a one-core machine, so that chunks run at once.
    pool = std::make_unique<llvm::DefaultThreadPool>(
        llvm::hardware_concurrency(2));
    context.setThreadPool(*pool);
  }

  /// The proof's verdict on `lines`, parsed without the verifier, and what
  /// it reported: "LINE: message" each.
  std::pair<bool, std::vector<std::string>>
  prove(const std::vector<std::string> &lines) {
    std::string text;
    for (const std::string &line : lines)
      text += line + "\n";
    OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(
        text, ParserConfig(&context, /*verifyAfterParse=*/false));
    EXPECT_TRUE(module);
    if (!module)
      return {false, {}};
    std::vector<std::string> messages;
    ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
      auto loc = dyn_cast<FileLineColLoc>(diag.getLocation());
      messages.push_back(std::to_string(loc ? loc.getLine() : 0) + ": " +
                         diag.str());
      return success();
    });
    bool passed = succeeded(verifyCommunication(*module));
    return {passed, messages};
  }

  /// Expects the proof to refuse `lines` saying `message` at line `line`,
  /// and nothing else.
  void expectRefusedWith(const std::vector<std::string> &lines, int line,
                         StringRef message) {
    ASSERT_GT(line, 0);
    auto [passed, messages] = prove(lines);
    EXPECT_FALSE(passed);
    EXPECT_EQ(messages, std::vector<std::string>{
                            std::to_string(line) +
                            ": ovl-verify-communication: " + message.str()});
  }

  std::unique_ptr<llvm::DefaultThreadPool> pool;
  MLIRContext context{MLIRContext::Threading::DISABLED};
};

TEST_F(CommunicationCheckTest, SoundStepPasses) {
  auto [passed, messages] = prove(stepLines({}));
  EXPECT_TRUE(passed);
  EXPECT_EQ(messages, std::vector<std::string>());
}

TEST_F(CommunicationCheckTest, FirstUnknownGroupOfAStepIsReported) {
  // Start 9000, in the first chunk, comes before start 24000, in the
  // third; each chunk stops at its own.
  std::vector<std::string> lines = stepLines({{9000, 24000}, {}});
  EXPECT_EQ(lineOf(lines, "over [dp]"), lineOf(lines, "%h9000 ="));
  expectRefusedWith(lines, lineOf(lines, "%h9000 ="),
                    "group axis 'dp' is not an axis of the mesh");
}

TEST_F(CommunicationCheckTest, FirstWaitForAnUnrecordedEventIsReported) {
  std::vector<std::string> lines = stepLines({{}, {20000, 23000}});
  EXPECT_EQ(lineOf(lines, "ovl.event_wait %e on"),
            lineOf(lines, "%h20000 =") + 1);
  expectRefusedWith(lines, lineOf(lines, "%h20000 =") + 1,
                    "waits for an event that no event_record of this "
                    "function records");
}

TEST_F(CommunicationCheckTest, SoundProgramPasses) {
  auto [passed, messages] = prove(programLines({}, {}));
  EXPECT_TRUE(passed);
  EXPECT_EQ(messages, std::vector<std::string>());
}

TEST_F(CommunicationCheckTest, FirstUnknownGroupOfAProgramIsReported) {
  // Queue 0 comes before queue 1 in program order: its command 35000, in
  // its third chunk, is the first, though queue 1's command 3 is read in a
  // chunk of its own at the same time.
  std::vector<std::string> lines = programLines({35000, 39000}, {3});
  EXPECT_EQ(lineOf(lines, "over [ep]"), 4 + 35000);
  expectRefusedWith(lines, 4 + 35000,
                    "group axis 'ep' is not an axis of the mesh");
}

} // namespace
