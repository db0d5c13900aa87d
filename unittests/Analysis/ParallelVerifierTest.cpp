//===- ParallelVerifierTest.cpp - The MLIR verifier on all threads --------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// verifyInParallel must reach mlir::verify's verdict with mlir::verify's
// diagnostics. Each test breaks one rule in a module whose function (or
// program queue) is large enough to be checked in chunks on several
// threads, away from the first chunk, and compares both verifiers' verdicts
// and messages; a sound module passes both.
//
//===----------------------------------------------------------------------===//

#include "ovl/Analysis/ParallelVerifier.h"
#include "ovl/Dialect/Ovl/IR/OvlDialect.h"
#include "ovl/Dialect/Ovl/IR/OvlOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

#include <cstring>

using namespace mlir;
using namespace mlir::ovl;

namespace {

/// More than three chunks of the verifier's 4,096 ops.
constexpr int kChainOps = 3 * 4096 + 17;

/// A small function before and after a chain of kChainOps gelus.
std::string functionModule() {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "func.func @small(%x: tensor<4xf32>) {\n"
        "  %a = ovl.gelu %x : tensor<4xf32>\n  return\n}\n";
  os << "func.func @large(%x: tensor<4xf32>) {\n";
  os << "  %v0 = ovl.gelu %x : tensor<4xf32>\n";
  for (int i = 1; i < kChainOps; ++i)
    os << "  %v" << i << " = ovl.gelu %v" << (i - 1) << " : tensor<4xf32>\n";
  os << "  return\n}\n";
  os << "func.func @other(%x: tensor<4xf32>) {\n"
        "  %a = ovl.gelu %x : tensor<4xf32>\n  return\n}\n";
  return text;
}

/// A function of kChainOps reshapes, collapse and expand in turn, all alike
/// but for their direction.
std::string reshapeModule() {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "func.func @large(%x: tensor<2x4xf32>) {\n";
  os << "  %v0 = tensor.collapse_shape %x [[0, 1]] : tensor<2x4xf32> into "
        "tensor<8xf32>\n";
  for (int i = 1; i < kChainOps; ++i)
    os << "  %v" << i
       << (i % 2 ? " = tensor.expand_shape %v" : " = tensor.collapse_shape %v")
       << (i - 1)
       << (i % 2 ? " [[0, 1]] output_shape [2, 4] : tensor<8xf32> into "
                   "tensor<2x4xf32>\n"
                 : " [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>\n");
  os << "  return\n}\n";
  return text;
}

/// A runtime program with one queue of kChainOps commands and a small one.
std::string programModule() {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "ovl.mesh @mesh axes [pp = 1 : pipeline, dp = 1 : data, tp = 1 : "
        "tensor]\n"
        "ovl.pipeline @pipeline over pp stages [@stage0] microbatches 1\n"
        "ovl.program @stage0 stage 0 transient 0 persistent 0 events 1 {\n"
        "  ovl.queue 0 compute {\n";
  for (int i = 0; i < kChainOps; ++i)
    os << (i % 2 ? "    ovl.rt.wait 0 est 0.0 \"event_wait\"\n"
                 : "    ovl.rt.record 0 est 0.0 \"event_record\"\n");
  os << "  }\n"
        "  ovl.queue 1 tp_comm {\n"
        "    ovl.rt.wait 0 est 0.0 \"event_wait\"\n"
        "    ovl.rt.wait 0 est 0.0 \"event_wait\"\n"
        "  }\n}\n";
  return text;
}

/// A verifier's verdict and everything it reported.
struct Verdict {
  bool passed = false;
  std::vector<std::string> messages;
};

Verdict judge(ModuleOp module, function_ref<LogicalResult(ModuleOp)> verify) {
  Verdict verdict;
  ScopedDiagnosticHandler handler(module.getContext(), [&](Diagnostic &diag) {
    std::string text;
    llvm::raw_string_ostream os(text);
    os << diag.getLocation() << ": " << diag;
    for (Diagnostic &note : diag.getNotes())
      os << " | " << note.getLocation() << ": " << note;
    verdict.messages.push_back(text);
    return success();
  });
  verdict.passed = succeeded(verify(module));
  return verdict;
}

class ParallelVerifierTest : public ::testing::Test {
protected:
  ParallelVerifierTest() {
    context.loadDialect<OvlDialect, func::FuncDialect, tensor::TensorDialect>();
    // Two threads even on a one-core machine, so that chunks run at once.
    pool = std::make_unique<llvm::DefaultThreadPool>(
        llvm::hardware_concurrency(2));
    context.setThreadPool(*pool);
  }

  OwningOpRef<ModuleOp> parse(const std::string &text) {
    return parseSourceString<ModuleOp>(text, &context);
  }

  /// The ops of @large's body, in order.
  static std::vector<Operation *> largeOps(ModuleOp module) {
    auto func = cast<func::FuncOp>(module.lookupSymbol("large"));
    std::vector<Operation *> ops;
    for (Operation &op : func.getBody().front())
      ops.push_back(&op);
    return ops;
  }

  /// Command 12000 of programModule()'s queue (in the queue's third chunk).
  static Operation &queueCommand(ModuleOp module) {
    auto program = cast<ProgramOp>(module.lookupSymbol("stage0"));
    auto queue = cast<QueueOp>(program.getBody().front().front());
    return *std::next(queue.getBody().front().begin(), 12000);
  }

  /// Moves op 10000 of @large, which reads op 9999's result, before op 9000.
  static void moveAboveItsOperand(ModuleOp module) {
    std::vector<Operation *> ops = largeOps(module);
    ops[10000]->moveBefore(ops[9000]);
  }

  /// Gives op `index` of @large a result of type tensor<`size`xf32>.
  void retypeResult(ModuleOp module, size_t index, int64_t size) {
    largeOps(module)[index]->getResult(0).setType(
        RankedTensorType::get({size}, Builder(&context).getF32Type()));
  }

  /// Both verifiers on `module`: the same verdict and messages, returned.
  static Verdict expectSameVerdict(ModuleOp module) {
    Verdict parallel =
        judge(module, [](ModuleOp m) { return verifyInParallel(m); });
    Verdict reference =
        judge(module, [](ModuleOp m) { return mlir::verify(m); });
    EXPECT_EQ(parallel.passed, reference.passed);
    EXPECT_EQ(parallel.messages, reference.messages);
    return parallel;
  }

  /// Parses `text`, breaks it with `breakIt`, and expects both verifiers
  /// to refuse it alike, saying `expected`.
  void expectRefusedAlike(const std::string &text,
                          function_ref<void(ModuleOp)> breakIt,
                          StringRef expected) {
    OwningOpRef<ModuleOp> module = parse(text);
    ASSERT_TRUE(module);
    breakIt(*module);
    Verdict verdict = expectSameVerdict(*module);
    EXPECT_FALSE(verdict.passed);
    EXPECT_TRUE(mentions(verdict, expected));
  }

  static bool mentions(const Verdict &verdict, StringRef text) {
    return llvm::any_of(verdict.messages, [&](const std::string &message) {
      return StringRef(message).contains(text);
    });
  }

  std::unique_ptr<llvm::DefaultThreadPool> pool;
  MLIRContext context{MLIRContext::Threading::DISABLED};
};

TEST_F(ParallelVerifierTest, SoundModulesPass) {
  OwningOpRef<ModuleOp> functions = parse(functionModule());
  ASSERT_TRUE(functions);
  Verdict verdict = expectSameVerdict(*functions);
  EXPECT_TRUE(verdict.passed);
  EXPECT_TRUE(verdict.messages.empty());
  // On the threads, not by mlir::verify behind them.
  EXPECT_TRUE(ovl::detail::passesParallelChecks(*functions));

  OwningOpRef<ModuleOp> program = parse(programModule());
  ASSERT_TRUE(program);
  verdict = expectSameVerdict(*program);
  EXPECT_TRUE(verdict.passed);
  EXPECT_TRUE(ovl::detail::passesParallelChecks(*program));
}

// Ops inserted after an earlier verification numbered the block have no
// number of their own while the block's order stays valid: isBeforeInBlock
// would number them on demand, on several threads at once (a race that
// made the checks fail and mlir::verify decide, one verification in a few
// on the 1M-op model, where renumbering takes long enough to be caught in
// the act; a block this small is renumbered too fast to show it). A
// function's body is numbered whole first, beside the walk that lists its
// ops, and they take the parallel path.
TEST_F(ParallelVerifierTest, OpsInsertedAfterAnEarlierVerification) {
  OwningOpRef<ModuleOp> module = parse(functionModule());
  ASSERT_TRUE(module);
  ASSERT_TRUE(ovl::detail::passesParallelChecks(*module));
  // After each of ops 4,500 to 12,000, a chain of three gelus of its
  // result, which the op after it then reads: runs of ops without a number
  // over three chunks (numbering the second of a run on demand renumbers
  // the whole block).
  std::vector<Operation *> ops = largeOps(*module);
  OpBuilder b(&context);
  for (size_t i = 4500; i < 12000; ++i) {
    b.setInsertionPointAfter(ops[i]);
    Value last = ops[i]->getResult(0);
    for (int k = 0; k < 3; ++k) {
      Operation *copy = b.clone(*ops[i]);
      copy->setOperand(0, last);
      last = copy->getResult(0);
    }
    ops[i + 1]->setOperand(0, last);
  }
  EXPECT_TRUE(ovl::detail::passesParallelChecks(*module));
  Verdict verdict = expectSameVerdict(*module);
  EXPECT_TRUE(verdict.passed);
}

TEST_F(ParallelVerifierTest, UseBeforeDefinitionInALaterChunk) {
  expectRefusedAlike(
      functionModule(),
      moveAboveItsOperand, "does not dominate this use");
}

// The verifier numbers a block's ops only where the order is not valid: a
// move after an earlier verification (which numbered them) must not be
// judged by the numbers from before it.
TEST_F(ParallelVerifierTest, UseBeforeDefinitionAfterAnEarlierVerification) {
  expectRefusedAlike(
      functionModule(),
      [](ModuleOp module) {
        ASSERT_TRUE(succeeded(verifyInParallel(module)));
        moveAboveItsOperand(module);
      },
      "does not dominate this use");
}

TEST_F(ParallelVerifierTest, UseOfItsOwnResult) {
  expectRefusedAlike(
      functionModule(),
      [](ModuleOp module) {
        Operation *op = largeOps(module)[11000];
        op->setOperand(0, op->getResult(0));
      },
      "does not dominate this use");
}

TEST_F(ParallelVerifierTest, DiscardableAttributeItsDialectRefuses) {
  expectRefusedAlike(
      functionModule(),
      [&](ModuleOp module) {
        largeOps(module)[9500]->setAttr(OvlDialect::kStreamAttrName,
                                        Builder(&context).getI64IntegerAttr(3));
      },
      "must be a stream role");
}

TEST_F(ParallelVerifierTest, OpInvariantBroken) {
  expectRefusedAlike(
      functionModule(), [&](ModuleOp module) { retypeResult(module, 9600, 8); },
      "'ovl.gelu' op");
}

// Reshapes alike are checked once per chunk: one that differs only in its
// properties, or only in its types, is still checked, anywhere in a chunk.
TEST_F(ParallelVerifierTest, SoundReshapesPass) {
  OwningOpRef<ModuleOp> module = parse(reshapeModule());
  ASSERT_TRUE(module);
  EXPECT_TRUE(expectSameVerdict(*module).passed);
}

TEST_F(ParallelVerifierTest, ReshapeWithOtherReassociation) {
  expectRefusedAlike(
      reshapeModule(),
      [&](ModuleOp module) {
        // Op 9602 collapses 2x4 into 8 as op 9600 before it did, but keeps
        // its dimensions apart: [[0], [1]] cannot make a rank-1 result.
        auto collapse = cast<tensor::CollapseShapeOp>(largeOps(module)[9602]);
        Builder b(&context);
        collapse.setReassociationAttr(
            b.getArrayAttr({b.getI64ArrayAttr({0}), b.getI64ArrayAttr({1})}));
      },
      "'tensor.collapse_shape' op");
}

TEST_F(ParallelVerifierTest, ReshapeWithOtherType) {
  expectRefusedAlike(
      reshapeModule(), [&](ModuleOp module) { retypeResult(module, 9702, 7); },
      "'tensor.collapse_shape' op");
}

TEST_F(ParallelVerifierTest, MissingTerminator) {
  expectRefusedAlike(
      functionModule(),
      [](ModuleOp module) { largeOps(module).back()->erase(); },
      "block with no terminator");
}

TEST_F(ParallelVerifierTest, SmallFunctionBesideALargeOne) {
  expectRefusedAlike(
      functionModule(),
      [&](ModuleOp module) {
        auto other = cast<func::FuncOp>(module.lookupSymbol("other"));
        other.getBody().front().front().setAttr(
            OvlDialect::kStreamAttrName, Builder(&context).getI64IntegerAttr(1));
      },
      "must be a stream role");
}

TEST_F(ParallelVerifierTest, CommandInALargeQueue) {
  expectRefusedAlike(
      programModule(),
      [&](ModuleOp module) {
        Operation &command = queueCommand(module);
        command.setAttr(OvlDialect::kStreamAttrName,
                        Builder(&context).getI64IntegerAttr(2));
      },
      "must be a stream role");
}

// A small queue (its commands use no value) is taken apart too, not left
// to mlir::verify: its commands are still checked.
TEST_F(ParallelVerifierTest, CommandInASmallQueue) {
  expectRefusedAlike(
      programModule(),
      [&](ModuleOp module) {
        auto program = cast<ProgramOp>(module.lookupSymbol("stage0"));
        auto queue =
            cast<QueueOp>(*std::next(program.getBody().front().begin()));
        queue.getBody().front().back().setAttr(
            OvlDialect::kStreamAttrName,
            Builder(&context).getI64IntegerAttr(2));
      },
      "must be a stream role");
}

// A kernel command holds its buffers by value, not as #ovl.slice
// attributes (whose own verifier checks a slice where it is made): the
// command's verifier checks them, in a large queue's chunks too.
TEST_F(ParallelVerifierTest, KernelBufferWithANegativeOffset) {
  expectRefusedAlike(
      programModule(),
      [&](ModuleOp module) {
        Operation &command = queueCommand(module);
        OpBuilder b(&command);
        auto kernel =
            KernelCommandOp::create(b, command.getLoc(), TypeRange{},
                                    ValueRange{}, ArrayRef<NamedAttribute>{});
        kernel.setKernelAttr(b.getStringAttr("gelu"));
        kernel.setBuffers({Slice{ArenaKind::transient, -16, 16},
                           Slice{ArenaKind::transient, 0, 16}});
        kernel.setSizesAttr(b.getDenseI64ArrayAttr({4}));
        kernel.setParamsAttr(b.getDenseF64ArrayAttr({}));
        kernel.setDtypeAttr(TypeAttr::get(b.getF32Type()));
        kernel.setFlopsAttr(b.getF64FloatAttr(0));
        kernel.setBytesAttr(b.getF64FloatAttr(0));
        kernel.setTensorCoreAttr(b.getBoolAttr(false));
        kernel.setEstUsAttr(b.getF64FloatAttr(0));
      },
      "property 'buffers' failed to satisfy constraint");
}

// The owners' region invariants run last, side by side: a module's symbol
// uses (its pipeline naming a stage that is gone) are still judged, beside
// the program's and the queues'.
TEST_F(ParallelVerifierTest, SymbolUseBesideALargeProgram) {
  expectRefusedAlike(
      programModule(),
      [&](ModuleOp module) {
        Operation *program = module.lookupSymbol("stage0");
        ASSERT_TRUE(program);
        SymbolTable::setSymbolName(program, "renamed");
      },
      "does not name a function");
}

// The chunks meet the module's symbol users for it (mlir::verify walks the
// whole module for them on one thread): a call deep in a large function
// to a function that is gone is refused, and a sound call passes on the
// parallel path.
TEST_F(ParallelVerifierTest, CallInALargeFunction) {
  auto callFrom = [](ModuleOp module, StringRef callee) {
    Operation *op = largeOps(module)[11000];
    OpBuilder b(op);
    func::CallOp::create(b, op->getLoc(), callee, TypeRange{},
                         ValueRange{op->getOperand(0)});
  };
  OwningOpRef<ModuleOp> sound = parse(functionModule());
  ASSERT_TRUE(sound);
  callFrom(*sound, "other");
  EXPECT_TRUE(expectSameVerdict(*sound).passed);
  EXPECT_TRUE(ovl::detail::passesParallelChecks(*sound));

  expectRefusedAlike(
      functionModule(), [&](ModuleOp module) { callFrom(module, "gone"); },
      "'gone' does not reference a valid function");
}

// A module's symbol names must be unique, which the module's own check
// sees among its ops.
TEST_F(ParallelVerifierTest, TwoFunctionsOfOneName) {
  expectRefusedAlike(
      functionModule(),
      [](ModuleOp module) {
        SymbolTable::setSymbolName(module.lookupSymbol("other"), "small");
      },
      "redefinition of symbol named 'small'");
}

// A small op with a region (tensor.generate) is left to mlir::verify,
// which does not look for symbol users: the chunks do not meet a call in
// its body, so the module's symbol uses are mlir::verify's whole walk. The
// callee is erased after parsing (which verifies).
TEST_F(ParallelVerifierTest, CallInASmallRegionOfALargeFunction) {
  std::string text = functionModule();
  std::string generate = "  %g = tensor.generate {\n"
                         "  ^bb0(%i: index):\n"
                         "    %c = func.call @gone() : () -> f32\n"
                         "    tensor.yield %c : f32\n"
                         "  } : tensor<4xf32>\n"
                         "  return\n}\n"
                         "func.func @other(";
  size_t at = text.find("  return\n}\nfunc.func @other(");
  ASSERT_NE(at, std::string::npos);
  text.replace(at, std::strlen("  return\n}\nfunc.func @other("), generate);
  text += "func.func private @gone() -> f32\n";
  expectRefusedAlike(
      text, [](ModuleOp module) { module.lookupSymbol("gone")->erase(); },
      "'gone' does not reference a valid function");
}

// The bodies the parallel checks listed are handed out, each block's ops in
// order, for the checks after it; none when the module is refused.
TEST_F(ParallelVerifierTest, ListsTheBodiesItTookApart) {
  OwningOpRef<ModuleOp> module = parse(functionModule());
  ASSERT_TRUE(module);
  ListedBlocks listed;
  ASSERT_TRUE(succeeded(verifyInParallel(*module, &listed)));
  for (const char *name : {"small", "large", "other"}) {
    Block &body =
        cast<func::FuncOp>(module->lookupSymbol(name)).getBody().front();
    auto it = listed.find(&body);
    ASSERT_NE(it, listed.end()) << name;
    std::vector<Operation *> ops;
    for (Operation &op : body)
      ops.push_back(&op);
    EXPECT_EQ(it->second, ops) << name;
  }
  EXPECT_EQ(listed.count(module->getBody()), 1u);

  moveAboveItsOperand(*module);
  ScopedDiagnosticHandler quiet(&context,
                                [](Diagnostic &) { return success(); });
  EXPECT_TRUE(failed(verifyInParallel(*module, &listed)));
  EXPECT_TRUE(listed.empty());
}

TEST_F(ParallelVerifierTest, WithoutThreadsItIsMlirVerify) {
  context.disableMultithreading();
  expectRefusedAlike(
      functionModule(),
      moveAboveItsOperand, "does not dominate this use");
}

} // namespace
