//===- PlanFuzzer.cpp - Fuzz target: the plan loader, validator and runner ===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// The runtime's promise: a plan the validator accepts runs without undefined
// behaviour, and anything else is a PlanError naming the plan. This target
// parses and validates its input; an accepted plan then runs one step on the
// cpu backend (every rank a thread), which must end in a loss or a RunError
// within its timeout. Any other exception, a crash or a sanitizer report is
// a finding. Plans whose arenas exceed 64 MiB in all are not run: they are
// valid, and allocating them would only slow the search down.
//
// Seeds: fuzz/corpus/plan (small GPT plans over tp, pp and dp). The
// mutator is the structure-aware TextMutator.
//
//===----------------------------------------------------------------------===//

#include "Findings.h"
#include "TextMutator.h"

#include "ovl/runtime/Backend.h"
#include "ovl/runtime/Plan.h"

#include <cstdio>
#include <string>

using namespace ovl::rt;

namespace {

constexpr const char *kName = "fuzz.plan";
constexpr double kMaxRunBytes = 64.0 * (1 << 20);

/// What the inputs reached, printed at exit.
struct Counts {
  long inputs = 0, accepted = 0, ran = 0, completed = 0;
  ~Counts() {
    if (inputs > 0)
      std::printf("plan: %ld inputs, %ld accepted by the validator, %ld run, "
                  "%ld of them to the end\n",
                  inputs, accepted, ran, completed);
  }
} counts;

double arenaBytes(const Plan &plan) {
  double bytes = 0;
  for (int rank = 0; rank < plan.mesh.numRanks(); ++rank) {
    const Program &program = plan.programOf(rank);
    bytes += double(program.transientBytes) + double(program.persistentBytes);
  }
  return bytes;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  ++counts.inputs;
  Plan plan;
  try {
    plan = parsePlan(std::string(reinterpret_cast<const char *>(data), size),
                     kName);
  } catch (const PlanError &e) {
    // Every refusal names the plan, and most a line of it.
    ::ovl::fuzz::requireNamed(e.what(), kName, "plan");
    return 0;
  }
  ++counts.accepted;
  if (arenaBytes(plan) > kMaxRunBytes)
    return 0;
  ++counts.ran;
  RunOptions options;
  options.steps = 1;
  options.timeoutSeconds = 2.0;
  options.collectDump = true;
  try {
    createCpuBackend()->run(plan, options);
    ++counts.completed;
  } catch (const RunError &) {
  }
  return 0;
}

extern "C" size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size,
                                          size_t maxSize, unsigned seed) {
  return ::ovl::fuzz::mutateText(data, size, maxSize, seed);
}
