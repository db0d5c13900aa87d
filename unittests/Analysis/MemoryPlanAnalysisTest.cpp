//===- MemoryPlanAnalysisTest.cpp - The plan kept between passes ----------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// ovl-plan-memory keeps each function's MemoryPlanAnalysis valid for the next
// pass (ovl-lower-to-runtime checks the offsets against it instead of
// planning again). These tests probe the pass manager's cache: the plan is
// there right after the planner, agrees with the attributes it wrote, and is
// gone once any other pass has run.
//
//===----------------------------------------------------------------------===//

#include "ovl/Analysis/MemoryPlan.h"
#include "ovl/Analysis/StreamOrdering.h"
#include "ovl/Dialect/Ovl/IR/OvlDialect.h"
#include "ovl/Dialect/Ovl/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace mlir::ovl;

namespace {

constexpr const char *kModule = R"mlir(
ovl.mesh @mesh axes [tp = 2 : tensor]
func.func @stage(%x: tensor<64xf32>) {
  %a = ovl.gelu %x : tensor<64xf32>
  %h = ovl.all_gather_start %a over [tp] dim 0 : tensor<64xf32> -> !ovl.inflight<tensor<128xf32>>
  %b = ovl.gelu %x : tensor<64xf32>
  %g = ovl.wait %h : !ovl.inflight<tensor<128xf32>> -> tensor<128xf32>
  %c = ovl.gelu %g : tensor<128xf32>
  return
}
)mlir";

/// What a probe saw of the cached plan of @stage.
struct Sighting {
  bool cached = false;
  bool verified = false;
  /// Ops that carry `ovl.buffers`.
  int annotatedOps = 0;
  /// Op results whose slice, as the lowering reads it (getPlannedSlice),
  /// is where the plan puts them; and those read without the plan.
  int slicesAsPlanned = 0, slicesWithoutPlan = 0, planned = 0;
};

/// Looks the plan up in the cache without computing it, and checks the
/// function's attributes against it when found. Preserves nothing unless
/// told to, as an ordinary pass that changed the IR would.
struct ProbePass : public PassWrapper<ProbePass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(ProbePass)
  ProbePass(Sighting &seen, bool preserve) : seen(seen), preserve(preserve) {}
  void runOnOperation() override {
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      auto cached = getCachedChildAnalysis<MemoryPlanAnalysis>(func);
      const MemoryPlan *plan = cached ? cached->get().getPlan() : nullptr;
      seen.cached = plan != nullptr;
      seen.verified = plan && succeeded(verifyStreamsAndBuffers(func, plan));
      func.walk([&](Operation *op) {
        seen.annotatedOps +=
            op->getDiscardableAttr(OvlDialect::kBuffersAttrName) != nullptr;
        for (Value result : op->getResults()) {
          std::optional<MemoryPlan::Buffer> buffer =
              plan ? plan->lookup(result) : std::nullopt;
          seen.planned += buffer.has_value();
          std::optional<MemoryPlan::Buffer> read =
              getPlannedBuffer(result, plan);
          seen.slicesAsPlanned +=
              buffer && read && read->arena == buffer->arena &&
              read->offset == buffer->offset && read->bytes == buffer->bytes;
          seen.slicesWithoutPlan +=
              getPlannedBuffer(result, /*kept=*/nullptr).has_value();
        }
      });
    }
    if (preserve)
      markAllAnalysesPreserved();
  }
  Sighting &seen;
  bool preserve;
};

class MemoryPlanAnalysisTest : public ::testing::Test {
protected:
  MemoryPlanAnalysisTest() {
    context.loadDialect<OvlDialect, func::FuncDialect, tensor::TensorDialect>();
    module = parseSourceString<ModuleOp>(kModule, &context);
  }
  /// The planner, then two probes; the first preserves the analyses or not.
  LogicalResult planThenProbe(bool firstPreserves, Sighting &first,
                              Sighting &second, bool annotate = true) {
    PassManager pm(&context);
    PlanMemoryPassOptions options;
    options.annotate = annotate;
    pm.addPass(createPlanMemoryPass(options));
    pm.addPass(std::make_unique<ProbePass>(first, firstPreserves));
    pm.addPass(std::make_unique<ProbePass>(second, /*preserve=*/false));
    return pm.run(*module);
  }
  MLIRContext context;
  OwningOpRef<ModuleOp> module;
};

TEST_F(MemoryPlanAnalysisTest, PlannerKeepsItsPlanForTheNextPass) {
  ASSERT_TRUE(module);
  Sighting first, second;
  ASSERT_TRUE(
      succeeded(planThenProbe(/*firstPreserves=*/false, first, second)));
  // Right after the planner the plan is cached and agrees with the offsets
  // the planner wrote.
  EXPECT_TRUE(first.cached);
  EXPECT_TRUE(first.verified);
  // The three gelus' results, the gather in flight and its wait's result.
  EXPECT_EQ(first.planned, 5);
  EXPECT_EQ(first.annotatedOps, 5);
  // The attributes are where the plan puts each value, with or without it.
  EXPECT_EQ(first.slicesAsPlanned, 5);
  EXPECT_EQ(first.slicesWithoutPlan, 5);
  // A pass that preserves nothing drops it: the next one would plan afresh.
  EXPECT_FALSE(second.cached);
}

TEST_F(MemoryPlanAnalysisTest, UnannotatedPlanIsReadFromTheCache) {
  ASSERT_TRUE(module);
  Sighting first, second;
  ASSERT_TRUE(succeeded(planThenProbe(/*firstPreserves=*/false, first, second,
                                      /*annotate=*/false)));
  // No op carries its buffers; the lowering reads them from the kept plan,
  // which the proof accepts.
  EXPECT_EQ(first.annotatedOps, 0);
  EXPECT_TRUE(first.cached);
  EXPECT_TRUE(first.verified);
  EXPECT_EQ(first.planned, 5);
  EXPECT_EQ(first.slicesAsPlanned, 5);
  EXPECT_EQ(first.slicesWithoutPlan, 0);
  // Once the plan is dropped, nothing says where the values live.
  EXPECT_FALSE(second.cached);
  EXPECT_EQ(second.slicesWithoutPlan, 0);
  // The function still has its arena sizes and the arguments their buffers.
  auto func = *module->getOps<func::FuncOp>().begin();
  EXPECT_TRUE(func->hasAttr(OvlDialect::kTransientBytesAttrName));
  EXPECT_TRUE(getPlannedBuffer(func.getArgument(0), /*kept=*/nullptr));
}

TEST_F(MemoryPlanAnalysisTest, PreservingPassesKeepIt) {
  ASSERT_TRUE(module);
  Sighting first, second;
  ASSERT_TRUE(succeeded(planThenProbe(/*firstPreserves=*/true, first, second)));
  EXPECT_TRUE(first.cached);
  EXPECT_TRUE(second.cached);
  EXPECT_TRUE(second.verified);
}

TEST_F(MemoryPlanAnalysisTest, NothingCachedWithoutThePlanner) {
  ASSERT_TRUE(module);
  Sighting seen;
  PassManager pm(&context);
  pm.addPass(std::make_unique<ProbePass>(seen, /*preserve=*/false));
  ASSERT_TRUE(succeeded(pm.run(*module)));
  EXPECT_FALSE(seen.cached);
}

TEST_F(MemoryPlanAnalysisTest, KeptPlanCatchesOffsetsChangedBehindIt) {
  ASSERT_TRUE(module);
  PassManager pm(&context);
  pm.addPass(createPlanMemoryPass());
  ASSERT_TRUE(succeeded(pm.run(*module)));
  auto func = *module->getOps<func::FuncOp>().begin();
  // The attributes are what the check reads, not the plan's own offsets:
  // put %b (the second gelu) over %a, which the in-flight gather still
  // reads.
  MemoryPlan plan(func);
  ASSERT_TRUE(succeeded(plan.run()));
  ASSERT_TRUE(succeeded(verifyStreamsAndBuffers(func, &plan)));
  Operation *producerOfA = &func.getBody().front().front();
  Operation *secondGelu = producerOfA->getNextNode()->getNextNode();
  secondGelu->setAttr(OvlDialect::kBuffersAttrName,
                      producerOfA->getAttr(OvlDialect::kBuffersAttrName));
  std::string errors;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
    errors += diag.str() + "\n";
    return success();
  });
  EXPECT_TRUE(failed(verifyStreamsAndBuffers(func, &plan)));
  EXPECT_NE(errors.find("may still use them"), std::string::npos) << errors;
}

} // namespace
