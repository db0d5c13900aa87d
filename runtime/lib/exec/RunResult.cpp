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
