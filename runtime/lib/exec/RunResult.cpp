//===- RunResult.cpp - Dumps of final weights and gradients ---------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// A dump is a text header, one line per tensor, then the raw data:
//
//   ovl-dump 1
//   tensor name=decoder.final_layernorm.weight kind=param shape=64 offset=0
//   ...
//   data
//   <little-endian f32 values of every tensor, at their offsets (bytes)>
//
//===----------------------------------------------------------------------===//

#include "ovl/runtime/Backend.h"
#include "ovl/runtime/OutputFile.h"
#include "ovl/runtime/Report.h"

#include <algorithm>
#include <cstring>
#include <map>
#include <cstring>
#include <map>

using namespace ovl::rt;

void ovl::rt::writeDump(const RunResult &result, const std::string &path) {
  writeFileAtomically(path, [&](std::ostream &os) {
    os << "ovl-dump 1\n";
    uint64_t offset = 0;
    for (const DumpTensor &t : result.dump) {
      os << "tensor name=" << t.name << " kind=" << t.kind << " shape=";
      if (t.shape.empty())
        os << "scalar";
      for (size_t i = 0; i < t.shape.size(); ++i)
        os << (i ? "x" : "") << t.shape[i];
      os << " offset=" << offset << "\n";
      offset += t.data.size() * sizeof(float);
    }
    os << "data\n";
    for (const DumpTensor &t : result.dump)
      os.write(reinterpret_cast<const char *>(t.data.data()),
               t.data.size() * sizeof(float));
  });
}

const StreamTrace *RunResult::traceOf(int rank, int stream) const {
  for (const StreamTrace &t : traces)
    if (t.rank == rank && t.stream == stream)
      return &t;
  return nullptr;
}

StreamTrace &RunResult::streamTrace(int rank, int stream) {
  if (const StreamTrace *trace = traceOf(rank, stream))
    return const_cast<StreamTrace &>(*trace);
  throw RunError("no trace for rank " + std::to_string(rank) + " stream " +
                 std::to_string(stream));
}

/// Copies a rank's local shard of `param`, whose first element sits at
/// global index `origin`, into the global tensor `global`, row by row.
static void scatterShard(const ParamDecl &param,
                         const std::vector<int64_t> &origin,
                         const float *local, float *global) {
  size_t rank = param.shape.size();
  if (rank == 0) {
    global[0] = local[0];
    return;
  }
  int64_t rowLength = param.shape[rank - 1];
  int64_t rows = param.numElements() / rowLength;
  std::vector<int64_t> idx(rank, 0); // The row's local index (last dim 0).
  for (int64_t row = 0; row < rows; ++row) {
    int64_t at = 0;
    for (size_t d = 0; d < rank; ++d)
      at = at * param.globalShape[d] + idx[d] + origin[d];
    std::memcpy(global + at, local + row * rowLength,
                rowLength * sizeof(float));
    for (size_t d = rank - 1; d-- > 0;) {
      if (++idx[d] < param.shape[d])
        break;
      idx[d] = 0;
    }
  }
}

void ovl::rt::assembleDump(const Plan &plan,
                           const std::vector<RankSnapshot> &ranks,
                           RunResult &result) {
  std::vector<const RankSnapshot *> byRank(plan.mesh.numRanks(), nullptr);
  for (const RankSnapshot &rank : ranks)
    byRank.at(rank.rank) = &rank;
  for (size_t p = 0; p < plan.programs.size(); ++p) {
    const Program &program = plan.programs[p];
    for (const ParamDecl &param : program.params) {
      for (const char *kind : {"param", "grad"}) {
        bool isGrad = kind[0] == 'g';
        DumpTensor tensor;
        tensor.name = param.name;
        tensor.kind = kind;
        tensor.shape = param.globalShape;
        int64_t total = 1;
        for (int64_t d : param.globalShape)
          total *= d;
        tensor.data.assign(total, 0.0f);
        // Per shard (its origin in the global tensor): the reference rank.
        std::map<std::vector<int64_t>, int> firstHolder;
        bool any = false;
        for (const RankSnapshot &rank : ranks) {
          if (rank.programIndex != static_cast<int>(p))
            continue;
          const float *local =
              isGrad ? rank.grads[param.id] : rank.params[param.id];
          if (!local)
            continue;
          std::vector<int64_t> origin =
              param.globalOrigin(plan.mesh.axisSizes, rank.coords);
          auto [holder, first] = firstHolder.try_emplace(origin, rank.rank);
          if (!first) {
            // A replica: it must hold exactly the reference's values.
            const RankSnapshot &ref = *byRank[holder->second];
            const float *refData =
                isGrad ? ref.grads[param.id] : ref.params[param.id];
            if (std::memcmp(refData, local,
                            param.numElements() * sizeof(float)) != 0)
              result.warnings.push_back(
                  std::string(kind) + " '" + param.name + "' differs between "
                  "replicas on rank " + std::to_string(holder->second) +
                  " and rank " + std::to_string(rank.rank));
            continue;
          }
          any = true;
          scatterShard(param, origin, local, tensor.data.data());
        }
        if (!any)
          continue;
        // A parameter two programs hold (a tied word embedding's copy on
        // the last stage) is one tensor: the copies must agree.
        auto same = std::find_if(
            result.dump.begin(), result.dump.end(), [&](const DumpTensor &t) {
              return t.name == tensor.name && t.kind == tensor.kind;
            });
        if (same == result.dump.end()) {
          result.dump.push_back(std::move(tensor));
        } else if (same->data != tensor.data) {
          result.warnings.push_back(std::string(kind) + " '" + param.name +
                                    "' differs between the programs that "
                                    "hold it");
        }
      }
    }
  }
}

std::vector<StreamTrace> ovl::rt::emptyTraces(const Plan &plan, int steps) {
  std::vector<StreamTrace> traces;
  for (int rank = 0; rank < plan.mesh.numRanks(); ++rank) {
    const Program &program = plan.programOf(rank);
    for (const Stream &stream : program.streams) {
      StreamTrace trace;
      trace.rank = rank;
      trace.stream = stream.id;
      trace.timings.reserve(stream.commands.size() * steps);
      traces.push_back(std::move(trace));
    }
  }
  return traces;
}
