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

// The operands of the commands that are not kernels: per command, one enum
// per pool (slices, integers) and one table of field names indexed by it, of
// exactly that length (`exactly`: a missing or extra name does not compile).
// The names are the plan's keys and the L2 command ops' attribute names
// (OvlRuntimeOps.td): the plan writer reads each attribute by its schema
// name, the parser reads each field by it, and the validator and backends
// address operands by the enums.

/// Fields every command may carry besides its operands.
inline constexpr const char *kEstimateField = "est_us";
inline constexpr const char *kFixedDurationField = "fixed_us";

namespace gemm {
/// The cpu backend computes GEMM rows in aligned blocks of this many rows
/// (kernels::gemm); row chunks that start on a multiple of it compute the
/// same bits as the whole GEMM.
inline constexpr int64_t kRowBlock = 16;
enum Slot { A, B, C, NumSlots };
enum Int {
  M, N, K, Batch, StrideA, StrideB, StrideC, TransA, TransB, Acc, NumInts
};
inline constexpr auto kSlots = exactly<NumSlots>({"a", "b", "c"});
inline constexpr auto kInts = exactly<NumInts, IntField>(
    {{"m"},
     {"n"},
     {"k"},
     {"batch", false, 1},
     {"stride_a", false, 0},
     {"stride_b", false, 0},
     {"stride_c", false, 0},
     {"transpose_a", false, 0},
     {"transpose_b", false, 0},
     {"accumulate", false, 0}});
} // namespace gemm
namespace coll {
enum Slot { In, Out, NumSlots };
enum Int { Count, Outer, Inner, Root, NumInts };
inline constexpr auto kSlots = exactly<NumSlots>({"input", "output"});
inline constexpr auto kInts = exactly<NumInts, IntField>(
    {{"count"}, {"outer", false, 1}, {"inner", false, 0}, {"root", false, 0}});
} // namespace coll
namespace p2p {
enum Slot { Buf, NumSlots };
enum Int { Peer, NumInts };
inline constexpr auto kSlots = exactly<NumSlots>({"buffer"});
inline constexpr auto kInts = exactly<NumInts, IntField>({{"peer"}});
} // namespace p2p
namespace copy {
enum Slot { Src, Dst, NumSlots }; // Device copy.
enum HostSlot { HostDst, NumHostSlots }; // Host load.
enum HostInt { Microbatch, Vocab, Count, Seq, NumHostInts };
inline constexpr auto kSlots = exactly<NumSlots>({"source", "destination"});
inline constexpr auto kHostSlots = exactly<NumHostSlots>({"destination"});
inline constexpr auto kHostInts = exactly<NumHostInts, IntField>(
    {{"microbatch"}, {"vocab"}, {"count"}, {"seq"}});
} // namespace copy
namespace event {
enum Int { Event, NumInts };
inline constexpr auto kInts = exactly<NumInts, IntField>({{"event"}});
} // namespace event

} // namespace ovl::rt

#endif // OVL_RUNTIME_COMMANDSCHEMA_H
