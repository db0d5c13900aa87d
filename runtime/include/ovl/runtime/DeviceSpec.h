//===- DeviceSpec.h - A device description for the cost model ---*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// What the cost model knows about a GPU and its links, read from a JSON
// file (runtime/devices/*.json; docs/cost-model.md describes every field).
// The API never throws: the compiler, built without exceptions, links it.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_RUNTIME_DEVICESPEC_H
#define OVL_RUNTIME_DEVICESPEC_H

#include "ovl/runtime/AttentionWaves.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace ovl::rt {

/// A link class: what a group's collectives run over.
struct LinkSpec {
  std::string name;                 // "nvlink4", "ndr-infiniband"
  double busBandwidthGBps = 0.0;    // nccl-tests bus bandwidth, GB/s (1e9 B/s)
  double latencyUs = 0.0;           // alpha: per-operation latency
  /// An all-reduce algorithm faster than the ring, such as NVLink SHARP
  /// (NCCL's NVLS), in nccl-tests bus bandwidth; 0 if none. It applies to
  /// groups of at least `allReduceMinGroup` ranks.
  double allReduceBusBandwidthGBps = 0.0;
  int allReduceMinGroup = 0;

  /// The bus bandwidth of `kind`-like traffic over `groupSize` ranks: the
  /// all-reduce one where it applies, else the ring one.
  double busBandwidthFor(bool allReduce, int64_t groupSize) const {
    return allReduce && allReduceBusBandwidthGBps > 0 &&
                   groupSize >= allReduceMinGroup
               ? allReduceBusBandwidthGBps
               : busBandwidthGBps;
  }
};

struct DeviceSpec {
  /// The range of every rate a description gives (TFLOP/s, GB/s), and the
  /// most a fixed cost may be (us): wide enough for any device (an H100
  /// runs 989 TFLOP/s and 3,000 GB/s, and launches in a few us), narrow
  /// enough that every time the cost model derives from a plan is a finite
  /// double (2^62 bytes at 0.001 GB/s take 4.6e18 us). A denormal rate
  /// once made a step take "inf ms".
  static constexpr double kMinRate = 1e-3;
  static constexpr double kMaxRate = 1e6;
  static constexpr double kMaxFixedCostUs = 1e6;

  std::string name;
  std::string description;
  /// Dense tensor-core GEMM peak by element type, TFLOP/s.
  std::map<std::string, double> gemmPeakTflops;
  /// The fraction of peak a large, well-shaped GEMM reaches.
  double gemmEfficiency = 0.8;
  /// GEMM output tile shapes a library chooses among, each with its
  /// efficiency relative to `gemmEfficiency` (smaller tiles reuse less
  /// data per FLOP), and the number of processors, for wave quantization.
  struct GemmTile {
    int m = 128;
    int n = 256;
    double efficiency = 1.0;
  };
  std::vector<GemmTile> gemmTiles{{128, 256, 1.0}};
  int numSMs = 132;
  /// Non-tensor-core arithmetic (elementwise, reductions), TFLOP/s.
  double vectorTflops = 60.0;
  /// The fractions of the GEMM peak fused attention reaches, forward and
  /// backward (FLOPs as FlashAttention counts them: backward 2.5x forward).
  double attentionForwardEfficiency = 0.5;
  double attentionBackwardEfficiency = 0.5;
  /// The fused attention kernels the device runs, as waves of blocks
  /// (ovl/runtime/AttentionWaves.h), by element type, head size and
  /// direction; an attention without an entry is priced by its FLOPs at
  /// the efficiencies above. A measured GPU's (bench/attention_wave_model.py).
  std::vector<AttentionWaves> attentionWaves;
  /// Device memory bandwidth (bytes read + written), GB/s.
  double hbmBandwidthGBps = 3000.0;
  /// Host-to-device copy bandwidth (PCIe), GB/s.
  double hostBandwidthGBps = 25.0;
  /// Fixed cost of one kernel launch, microseconds.
  double launchLatencyUs = 3.0;
  /// Contention between the streams of one GPU (docs/cost-model.md): a
  /// communication kernel takes SMs and memory bandwidth, so compute that
  /// runs beside it takes (1 + computeSlowdown) times as long, and
  /// communication beside compute (1 + communicationSlowdown) times.
  struct Contention {
    double computeSlowdown = 0.0;
    double communicationSlowdown = 0.0;
  };
  Contention contention;
  /// Links by mesh axis role ("tensor", "data", "pipeline"); `defaultLink`
  /// covers roles not listed.
  std::map<std::string, LinkSpec> links;
  LinkSpec defaultLink;

  /// The GEMM peak for an element type name ("bf16", "f32", ...).
  double gemmPeakFor(const std::string &dtype) const;
  /// The attention_waves entry of (dtype, head size, direction), or null.
  const AttentionWaves *attentionWavesFor(const std::string &dtype,
                                          int64_t headDim, bool backward) const;
  /// The link communication over an axis with `role` runs over.
  const LinkSpec &linkFor(const std::string &role) const;

  /// Parses a description. Returns nothing and sets `error` on failure.
  static std::optional<DeviceSpec> parse(const std::string &json,
                                         const std::string &name,
                                         std::string &error);
  /// The text of a description file, unparsed (--calibrate edits it).
  static std::optional<std::string> readText(const std::string &path,
                                             std::string &error);
  /// Loads a description file.
  static std::optional<DeviceSpec> load(const std::string &path,
                                        std::string &error);
  /// The default: 8x H100 SXM per node, NVLink4 within the node (tp),
  /// NDR InfiniBand between nodes (dp, pp).
  static const DeviceSpec &h100();
  /// Path of the default description file in the source tree.
  static const char *defaultPath();
};

} // namespace ovl::rt

#endif // OVL_RUNTIME_DEVICESPEC_H
