//===- CommandPrintingTest.cpp - L2 commands printed on threads -----------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// A queue prints its commands' text in chunks on the context's threads only
// inside a ChunkedCommandPrinting scope, read by the scope's flags. Each
// test prints a program whose queue spans several chunks, inside the scope
// and outside it (where MLIR's printer prints every command), and compares
// the text.
//
//===----------------------------------------------------------------------===//

#include "ovl/Dialect/Ovl/IR/CommandPrinting.h"
#include "ovl/Dialect/Ovl/IR/OvlDialect.h"
#include "ovl/Dialect/Ovl/IR/OvlOps.h"

#include "mlir/IR/AsmState.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace mlir::ovl;

namespace {

/// Three chunks of the printer's 4,096 commands and some.
constexpr int kCommands = 3 * 4096 + 17;

/// A program with one queue of kCommands commands of several kinds, the one
/// at `odd` with a label only MLIR's printer writes (escaped), and a small
/// queue.
std::string programModule(int odd) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "ovl.mesh @mesh axes [pp = 1 : pipeline, dp = 1 : data, tp = 2 : "
        "tensor]\n"
        "ovl.pipeline @pipeline over pp stages [@stage0] microbatches 1\n"
        "ovl.program @stage0 stage 0 transient 1024 persistent 0 events 1 {\n"
        "  ovl.queue 0 compute {\n";
  for (int i = 0; i < kCommands; ++i) {
    switch (i % 3) {
    case 0:
      os << "    ovl.rt.record 0 est 0.0 \"event_record\"\n";
      break;
    case 1:
      os << "    ovl.rt.kernel \"gelu\" [<transient, 0, 4>, <transient, 4, "
            "4>] sizes [1] params [] flops 1.0 bytes 8.0 tensor_core false : "
            "f32 est 0.1 \""
         << (i == odd ? "gelu\\22odd" : "gelu") << "\"\n";
      break;
    default:
      os << "    ovl.rt.wait 0 est 0.0 \"event_wait\"\n";
    }
  }
  os << "  }\n"
        "  ovl.queue 1 tp_comm {\n"
        "    ovl.rt.wait 0 est 0.0 \"event_wait\"\n"
        "  }\n}\n";
  return text;
}

class CommandPrintingTest : public ::testing::Test {
protected:
  CommandPrintingTest() {
    context.loadDialect<OvlDialect>();
    // Two threads even on a one-core machine, so that chunks run at once.
    pool = std::make_unique<llvm::DefaultThreadPool>(
        llvm::hardware_concurrency(2));
    context.setThreadPool(*pool);
  }

  OwningOpRef<ModuleOp> parse(const std::string &text) {
    return parseSourceString<ModuleOp>(text, &context);
  }

  /// `module` printed with `flags`, inside a ChunkedCommandPrinting scope of
  /// them or not; `chunkedQueues` is set to the queues the scope saw print
  /// in chunks.
  static std::string print(ModuleOp module, const OpPrintingFlags &flags,
                           bool chunked, unsigned *chunkedQueues = nullptr) {
    std::string text;
    llvm::raw_string_ostream os(text);
    AsmState state(module, flags);
    if (chunked) {
      ChunkedCommandPrinting scope(flags);
      module->print(os, state);
      if (chunkedQueues)
        *chunkedQueues = scope.getNumChunkedQueues();
    } else {
      module->print(os, state);
    }
    return text;
  }

  MLIRContext context{MLIRContext::Threading::DISABLED};
  std::unique_ptr<llvm::DefaultThreadPool> pool;
};

TEST_F(CommandPrintingTest, ScopeNestsAndEnds) {
  EXPECT_EQ(ChunkedCommandPrinting::getCurrent(), nullptr);
  OpPrintingFlags flags;
  {
    ChunkedCommandPrinting outer(flags);
    EXPECT_EQ(ChunkedCommandPrinting::getCurrent(), &outer);
    {
      ChunkedCommandPrinting inner(flags);
      EXPECT_EQ(ChunkedCommandPrinting::getCurrent(), &inner);
    }
    EXPECT_EQ(ChunkedCommandPrinting::getCurrent(), &outer);
  }
  EXPECT_EQ(ChunkedCommandPrinting::getCurrent(), nullptr);
}

// The chunks' text is MLIR's, a command of the second chunk printed by
// MLIR's printer in its place.
TEST_F(CommandPrintingTest, ChunksPrintAsMlirDoes) {
  OwningOpRef<ModuleOp> module = parse(programModule(/*odd=*/4096 + 6));
  ASSERT_TRUE(module);
  OpPrintingFlags flags;
  unsigned chunkedQueues = 0;
  std::string chunked = print(*module, flags, /*chunked=*/true, &chunkedQueues);
  EXPECT_EQ(chunkedQueues, 2u);
  EXPECT_EQ(chunked, print(*module, flags, /*chunked=*/false));
  EXPECT_TRUE(StringRef(chunked).contains(
      "ovl.rt.kernel \"gelu\" [<transient, 0, 4>, <transient, 4, 4>] "
      "sizes [1] params [] flops 1.0 bytes 8.0 tensor_core false : f32 est "
      "0.1 \"gelu\\22odd\"\n"));
  // The program reads back as it was.
  OwningOpRef<ModuleOp> again = parse(chunked);
  ASSERT_TRUE(again);
  EXPECT_EQ(print(*again, flags, /*chunked=*/true), chunked);
}

// Flags set in code hold, not the command line's: with locations, every
// command's line ends in its own.
TEST_F(CommandPrintingTest, LocationsSetInCodeArePrinted) {
  OwningOpRef<ModuleOp> module = parse(programModule(/*odd=*/-1));
  ASSERT_TRUE(module);
  OpPrintingFlags flags;
  flags.enableDebugInfo(/*enable=*/true, /*prettyForm=*/false);
  unsigned chunkedQueues = 0;
  std::string chunked = print(*module, flags, /*chunked=*/true, &chunkedQueues);
  EXPECT_EQ(chunkedQueues, 0u);
  EXPECT_EQ(chunked, print(*module, flags, /*chunked=*/false));
  int located = 0;
  for (StringRef line : llvm::split(chunked, '\n'))
    if (line.trim().starts_with("ovl.rt.")) {
      EXPECT_TRUE(line.contains(" loc(")) << line.str();
      ++located;
    }
  EXPECT_EQ(located, kCommands + 1);
}

} // namespace
