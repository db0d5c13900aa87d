//===- CommandCost.h - The duration of a plan command -----------*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_RUNTIME_COMMANDCOST_H
#define OVL_RUNTIME_COMMANDCOST_H

#include "ovl/runtime/CostModel.h"
#include "ovl/runtime/Plan.h"

namespace ovl::rt {

/// What a kernel command's FLOPs run at: tensor-core kernels are fused
/// attention (its gradient the backward), the rest the vector units.
KernelRate commandKernelRate(const Command &command);

/// How long `command` takes on the cost model's device: its declared
/// duration if it has one, else the model's estimate from its fields.
double commandDurationUs(const Plan &plan, const Program &program,
                         const Command &command, const CostModel &model);

} // namespace ovl::rt

#endif // OVL_RUNTIME_COMMANDCOST_H
