//===- ModelSummary.h - What a training-step module contains ----*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// Counts what an Ovl module holds, per stage function: ops, jobs, parameters
// and communication (per kind and group, with bytes per rank and step).
//
//===----------------------------------------------------------------------===//

#ifndef OVL_ANALYSIS_MODELSUMMARY_H
#define OVL_ANALYSIS_MODELSUMMARY_H

#include "mlir/IR/Operation.h"
#include <map>
#include "llvm/Support/raw_ostream.h"

#include <string>
#include <vector>

namespace mlir::ovl {

class ModelSummary {
public:
  /// Communication of one kind over one group.
  struct CommStats {
    int64_t count = 0;
    int64_t bytes = 0; // Bytes delivered per rank and step.
  };

  struct StageSummary {
    std::string name;
    int64_t stage = -1;
    int64_t numOps = 0;
    int64_t numJobs = 0;
    int64_t numParams = 0;       // Parameters (optimizer state excluded).
    int64_t paramBytes = 0;      // Local bytes of those parameters.
    std::map<std::string, CommStats> comms; // "all_reduce over [tp]"
  };

  explicit ModelSummary(Operation *module) : module(module) {}

  LogicalResult run();
  void print(llvm::raw_ostream &os) const;

  const std::vector<StageSummary> &getStages() const { return stages; }
  int64_t getTotalOps() const { return totalOps; }

private:
  Operation *module;
  std::string meshDescription;
  std::string pipelineDescription;
  std::vector<StageSummary> stages;
  int64_t totalOps = 0;
};

} // namespace mlir::ovl

#endif // OVL_ANALYSIS_MODELSUMMARY_H
