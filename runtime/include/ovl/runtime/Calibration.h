//===- Calibration.h - Device descriptions from measured runs ---*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// ovl-run --calibrate: fits a device description's rates and fixed costs
// to the command times of a run. Each timed command of the run's last step
// that ran alone on its GPU (no command of another stream of its rank
// overlapping it: contention would bias the fit) is priced with the base
// description (CostModel, as the simulator prices it), its time split into
// a fixed part (launch or link latency) and the work of the rates that may
// bound it: its compute rate (the GEMM peak of its dtype, the vector rate,
// the forward or backward attention efficiency) and the HBM bandwidth, or
// the bus bandwidth of the link its group runs over. Per fixed cost
// (launch_latency_us, each link's latency_us), the measured times are
// fitted by least squares as that fixed cost plus a slope per rate times
// the work; each command counts for the slower of its rates on the device
// being fitted, so the fit is redone until no command changes sides and
// the rates settle; each round re-prices the GEMMs at the fitted rates
// (their tile shape, split-K and partial sums' traffic depend on them).
// Rates without commands keep their base value. Tiles, contention and host
// copies are not fitted. docs/cost-model.md, "Calibration".
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
  /// One line per fixed cost (its new value), per rate (its commands,
  /// their measured and fitted time, old and new value) and per kind of
  /// command (measured and fitted time).
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
