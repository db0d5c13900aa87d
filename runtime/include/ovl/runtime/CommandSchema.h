//===- CommandSchema.h - Operand layout of each command kind ----*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// One table says, for every command kind and kernel, which slices, integers
// and floats it takes and in which order they sit in the program's pools.
// The parser fills the pools from it, the validator checks sizes against it,
// and the backends read operands by the same positions.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_RUNTIME_COMMANDSCHEMA_H
#define OVL_RUNTIME_COMMANDSCHEMA_H

#include "ovl/runtime/Plan.h"

#include <optional>
#include <string_view>
#include <vector>

namespace ovl::rt {

struct IntField {
  const char *name;
  bool required = true;
  int64_t defaultValue = 0;
};

struct CommandSchema {
  const char *name;
  std::vector<const char *> slices; // In pool order.
  std::vector<IntField> ints;       // In pool order.
  std::vector<const char *> floats; // In pool order.
  bool variadicSlices = false;      // `outs=` list (opaque kernels).
  bool allowsGroup = false;         // Vocab-parallel kernels.
};

const CommandSchema &gemmSchema();
const CommandSchema &kernelSchema(KernelOp op);
/// Whether kernel `op` writes its slice `slot` (else it only reads it).
bool kernelWritesSlot(KernelOp op, unsigned slot);
/// Whether command `c` writes its slice `slot` (else it only reads it): the
/// validator's race check and the cpu backend's numerics check.
bool commandWritesSlot(const Command &c, unsigned slot);
const CommandSchema &collectiveSchema();
const CommandSchema &p2pSchema();
const CommandSchema &deviceCopySchema();
const CommandSchema &hostCopySchema();
const CommandSchema &eventSchema();

std::optional<KernelOp> parseKernelOp(std::string_view name);
const char *kernelOpName(KernelOp op);

/// Positions of named operands, for readable backend code.
namespace gemm {
/// The cpu backend computes GEMM rows in aligned blocks of this many rows
/// (kernels::gemm); row chunks that start on a multiple of it compute the
/// same bits as the whole GEMM.
inline constexpr int64_t kRowBlock = 16;
enum Slot { A, B, C };
enum Int { M, N, K, Batch, StrideA, StrideB, StrideC, TransA, TransB, Acc };
} // namespace gemm
namespace coll {
enum Slot { In, Out };
enum Int { Count, Outer, Inner, Root };
} // namespace coll
namespace p2p {
enum Slot { Buf };
enum Int { Peer };
} // namespace p2p
namespace copy {
enum Slot { Src, Dst };    // Device copy.
enum HostSlot { HostDst }; // Host load.
enum HostInt { Microbatch, Vocab, Count, Seq };
} // namespace copy

} // namespace ovl::rt

#endif // OVL_RUNTIME_COMMANDSCHEMA_H
