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
#include "ovl/runtime/Report.h"

#include <algorithm>
#include <cstring>

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
        std::vector<int> firstHolder; // Per shard index: the reference rank.
        bool any = false;
        for (const RankSnapshot &rank : ranks) {
          if (rank.programIndex != static_cast<int>(p))
            continue;
          const float *local =
              isGrad ? rank.grads[param.id] : rank.params[param.id];
          if (!local)
            continue;
          int shard = param.shardDim >= 0 ? rank.coords[param.shardAxis] : 0;
          if (static_cast<int>(firstHolder.size()) <= shard)
            firstHolder.resize(shard + 1, -1);
          if (firstHolder[shard] >= 0) {
            // A replica: it must hold exactly the reference's values.
            const RankSnapshot &ref = *byRank[firstHolder[shard]];
            const float *refData =
                isGrad ? ref.grads[param.id] : ref.params[param.id];
            if (std::memcmp(refData, local,
                            param.numElements() * sizeof(float)) != 0)
              result.warnings.push_back(
                  std::string(kind) + " '" + param.name + "' differs between "
                  "replicas on rank " + std::to_string(firstHolder[shard]) +
                  " and rank " + std::to_string(rank.rank));
            continue;
          }
          firstHolder[shard] = rank.rank;
          any = true;
          // Scatter the local shard into the global tensor.
          int64_t dim = param.shardDim < 0 ? 0 : param.shardDim;
          int64_t outer = 1, inner = 1;
          for (int64_t d = 0; d < dim; ++d)
            outer *= param.shape[d];
          for (size_t d = dim + 1; d < param.shape.size(); ++d)
            inner *= param.shape[d];
          int64_t localDim = param.shape.empty() ? 1 : param.shape[dim];
          int64_t globalDim =
              param.globalShape.empty() ? 1 : param.globalShape[dim];
          for (int64_t o = 0; o < outer; ++o)
            std::memcpy(tensor.data.data() +
                            (o * globalDim + shard * localDim) * inner,
                        local + o * localDim * inner,
                        localDim * inner * sizeof(float));
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
