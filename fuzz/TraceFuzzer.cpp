//===- TraceFuzzer.cpp - Fuzz target: trace reader and calibration --------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// ovl-run --calibrate-trace's promise: any file is either a trace of the
// plan, whose fit is a description that loads, or a RunError naming the
// file. This target reads its input as a Chrome trace of a fixed plan
// (test/Runtime/Inputs/small.plan: a GEMM, a kernel and an all-reduce over
// two ranks) and, when the reader accepts it, calibrates the built-in
// H100 description to it. A refusal that does not name the input, a fit
// that writes a description that does not load, any other exception, a
// crash or a sanitizer report is a finding.
//
// Seeds: fuzz/corpus/trace (sim traces of that plan). The mutator is the
// structure-aware TextMutator.
//
//===----------------------------------------------------------------------===//

#include "Findings.h"
#include "TextMutator.h"

#include "ovl/runtime/Calibration.h"
#include "ovl/runtime/Plan.h"
#include "ovl/runtime/Report.h"

#include <cstdio>
#include <optional>
#include <string>

using namespace ovl::rt;
using ovl::fuzz::finding;

namespace {

constexpr const char *kName = "fuzz.trace";

/// What the inputs reached, printed at exit.
struct Counts {
  long inputs = 0, accepted = 0, fitted = 0;
  ~Counts() {
    if (inputs > 0)
      std::printf("trace: %ld inputs, %ld accepted by the reader, %ld "
                  "fitted\n",
                  inputs, accepted, fitted);
  }
} counts;

const Plan &tracedPlan() {
  static const Plan plan = loadPlan(OVL_FUZZ_TRACE_PLAN);
  return plan;
}

const std::string &baseDescription() {
  static const std::string text = [] {
    std::string error;
    std::optional<std::string> read =
        DeviceSpec::readText(DeviceSpec::defaultPath(), error);
    if (!read)
      finding(error);
    return *read;
  }();
  return text;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  ++counts.inputs;
  const Plan &plan = tracedPlan();
  RunResult result;
  try {
    result = parseChromeTrace(
        plan, std::string(reinterpret_cast<const char *>(data), size), kName);
  } catch (const RunError &e) {
    ::ovl::fuzz::requireNamed(e.what(), kName, "trace");
    return 0;
  }
  ++counts.accepted;
  try {
    calibrate(plan, result, baseDescription(), "base");
    ++counts.fitted;
  } catch (const RunError &e) {
    // No command to fit from is an answer; a fit that does not load is not.
    if (std::string(e.what()).rfind("the calibrated description", 0) == 0)
      finding(std::string("the fit wrote a description that does not "
                          "load: ") +
              e.what());
  }
  return 0;
}

extern "C" size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size,
                                          size_t maxSize, unsigned seed) {
  return ::ovl::fuzz::mutateText(data, size, maxSize, seed);
}
