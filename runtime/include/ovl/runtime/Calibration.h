//===- Calibration.h - Device descriptions from measured runs ---*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// ovl-run --calibrate: fits a device description's rates to the command
// times of a run. Each timed command of the run's last step that ran alone
// on its GPU (no command of another stream of its rank overlapping it:
// contention would bias the fit) is priced with
// the base description (CostModel, as the simulator prices it) and sorted
// into the rate that bounds it: the GEMM peak of its dtype, the vector
// rate, the forward or backward attention efficiency, the HBM bandwidth
// (memory-bound kernels, GEMMs and copies), or the bus bandwidth of the
// link its group runs over. Per rate, the ratio of the model's time to the
// measured one, both without the fixed part (launch or link latency), has a
// median; the rate is scaled by it. Rates without samples keep their base
// value. Launch and link latencies, tiles, contention and host copies are
// not fitted. docs/cost-model.md, "Calibration".
//
//===----------------------------------------------------------------------===//

#ifndef OVL_RUNTIME_CALIBRATION_H
#define OVL_RUNTIME_CALIBRATION_H

#include "ovl/runtime/Backend.h"
#include "ovl/runtime/DeviceSpec.h"

#include <string>
#include <vector>

namespace ovl::rt {

struct Calibration {
  /// The calibrated description, JSON in the format of runtime/devices/.
  std::string json;
  /// One line per rate: its samples, the median ratio, old and new value.
  std::vector<std::string> summary;
};

/// Fits the rates of the description `baseJson` (named `baseName` in
/// errors) to `result`, a run of `plan`. Throws RunError when the base does
/// not parse or the run timed no command.
Calibration calibrate(const Plan &plan, const RunResult &result,
                      const std::string &baseJson,
                      const std::string &baseName);

} // namespace ovl::rt

#endif // OVL_RUNTIME_CALIBRATION_H
