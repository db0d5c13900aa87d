//===- GatherToRoot.cpp - A multi-process run's results on rank 0 ---------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "GatherToRoot.h"

#include <cstring>
#include <deque>
#include <string>

using namespace ovl::rt;

std::vector<double> ovl::rt::meanLosses(
    const std::vector<std::vector<std::vector<double>>> &byStep) {
  std::vector<double> means;
  for (const auto &byRank : byStep) {
    double sum = 0.0;
    size_t count = 0;
    for (const std::vector<double> &losses : byRank) {
      for (double loss : losses)
        sum += loss;
      count += losses.size();
    }
    if (count > 0)
      means.push_back(sum / count);
  }
  return means;
}

namespace {

/// Plain bytes: every process runs the same binary on the same machine
/// type.
class ByteWriter {
public:
  template <typename T> void put(const T &value) {
    bytes.append(reinterpret_cast<const char *>(&value), sizeof value);
  }
  template <typename T> void putAll(const T *data, uint64_t count) {
    put(count);
    if (count > 0)
      bytes.append(reinterpret_cast<const char *>(data), count * sizeof(T));
  }
  std::string bytes;
};

class ByteReader {
public:
  explicit ByteReader(const std::string &bytes) : bytes(bytes) {}
  template <typename T> T get() {
    T value;
    take(&value, sizeof value);
    return value;
  }
  template <typename T> std::vector<T> getAll() {
    std::vector<T> values(get<uint64_t>());
    take(values.data(), values.size() * sizeof(T));
    return values;
  }

private:
  void take(void *into, size_t size) {
    if (size == 0)
      return; // An empty list (its data pointer may be null).
    if (at + size > bytes.size())
      throw RunError("mpirun: a result gathered from a rank is truncated");
    std::memcpy(into, bytes.data() + at, size);
    at += size;
  }
  const std::string &bytes;
  size_t at = 0;
};

} // namespace

void ovl::rt::gatherToRoot(
    ProcessGroup &processes, const Plan &plan, int rank,
    const std::vector<std::vector<std::vector<double>>> &lossesByStep,
    const RankSnapshot *snapshot, RunResult &result) {
  const Program &own = plan.programOf(rank);
  ByteWriter out;
  for (const auto &byLocalRank : lossesByStep)
    out.putAll(byLocalRank.front().data(), byLocalRank.front().size());
  for (size_t s = 0; s < own.streams.size(); ++s) {
    const StreamTrace &trace = result.streamTrace(rank, static_cast<int>(s));
    out.putAll(trace.timings.data(), trace.timings.size());
  }
  if (snapshot)
    for (const ParamDecl &param : own.params) {
      out.putAll(snapshot->params[param.id], param.numElements());
      const float *grad = snapshot->grads[param.id];
      out.putAll(grad, grad ? param.numElements() : 0);
    }
  std::vector<std::string> all = processes.gather(out.bytes);
  if (processes.rank() != 0)
    return;
  std::vector<std::vector<std::vector<double>>> byStep(
      lossesByStep.size(), std::vector<std::vector<double>>(all.size()));
  std::deque<std::vector<float>> values; // What the snapshots point into.
  std::vector<RankSnapshot> snapshots;
  for (size_t r = 0; r < all.size(); ++r) {
    int from = static_cast<int>(r);
    const Program &program = plan.programOf(from);
    ByteReader in(all[r]);
    for (auto &byRank : byStep)
      byRank[r] = in.getAll<double>();
    for (size_t s = 0; s < program.streams.size(); ++s)
      result.streamTrace(from, static_cast<int>(s)).timings =
          in.getAll<CommandTiming>();
    if (!snapshot)
      continue;
    RankSnapshot gathered;
    gathered.rank = from;
    gathered.programIndex = plan.programIndexOf(from);
    gathered.coords = plan.mesh.coords(from);
    gathered.params.resize(program.params.size());
    gathered.grads.resize(program.params.size());
    for (const ParamDecl &param : program.params) {
      gathered.params[param.id] =
          values.emplace_back(in.getAll<float>()).data();
      std::vector<float> &grad = values.emplace_back(in.getAll<float>());
      gathered.grads[param.id] = grad.empty() ? nullptr : grad.data();
    }
    snapshots.push_back(std::move(gathered));
  }
  result.stepLoss = meanLosses(byStep);
  if (snapshot)
    assembleDump(plan, snapshots, result);
}
