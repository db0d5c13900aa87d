//===- DeviceSpec.cpp - Device descriptions --------------------------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/runtime/DeviceSpec.h"
#include "ovl/runtime/InputFile.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <limits>
#include <sstream>

using namespace ovl::rt;
using nlohmann::json;

const AttentionWaves *DeviceSpec::attentionWavesFor(const std::string &dtype,
                                                    int64_t headDim,
                                                    bool backward) const {
  for (const AttentionWaves &w : attentionWaves)
    if (w.dtype == dtype && w.headDim == headDim && w.backward == backward)
      return &w;
  return nullptr;
}

double DeviceSpec::gemmPeakFor(const std::string &dtype) const {
  auto it = gemmPeakTflops.find(dtype);
  if (it != gemmPeakTflops.end())
    return it->second;
  // Integer and unknown types: price them like f32.
  it = gemmPeakTflops.find("f32");
  return it != gemmPeakTflops.end() ? it->second : vectorTflops;
}

const LinkSpec &DeviceSpec::linkFor(const std::string &role) const {
  auto it = links.find(role);
  return it != links.end() ? it->second : defaultLink;
}

namespace {
/// Reads a description; throws std::runtime_error with a message naming the
/// field (caught by DeviceSpec::parse).
class DeviceReader {
public:
  explicit DeviceReader(const std::string &source) : source(source) {}

  DeviceSpec read(const json &root) {
    if (!root.is_object())
      fail("", "the description must be a JSON object");
    DeviceSpec d;
    d.name = string(root, "name");
    d.description = root.value("description", "");
    const json &peaks = object(root, "gemm_peak_tflops");
    for (auto it = peaks.begin(); it != peaks.end(); ++it)
      d.gemmPeakTflops[it.key()] = rate(*it, "gemm_peak_tflops." + it.key());
    if (d.gemmPeakTflops.empty())
      fail("gemm_peak_tflops", "needs at least one element type");
    d.gemmEfficiency = fraction(root, "gemm_efficiency", d.gemmEfficiency);
    if (root.contains("gemm_tiles")) {
      const json &tiles = root["gemm_tiles"];
      if (!tiles.is_array() || tiles.empty())
        fail("gemm_tiles", "expected a non-empty array of {m, n, efficiency}");
      d.gemmTiles.clear();
      for (size_t i = 0; i < tiles.size(); ++i) {
        std::string field = "gemm_tiles[" + std::to_string(i) + "]";
        if (!tiles[i].is_object())
          fail(field, "expected {m, n, efficiency}");
        DeviceSpec::GemmTile tile;
        tile.m = count(tiles[i], "m", -1);
        tile.n = count(tiles[i], "n", -1);
        if (tile.m < 1 || tile.n < 1)
          fail(field, "needs positive integers m and n");
        tile.efficiency = fraction(tiles[i], "efficiency", -1.0);
        d.gemmTiles.push_back(tile);
      }
    }
    d.numSMs = count(root, "sm_count", d.numSMs);
    d.vectorTflops = rate(root, "vector_tflops", d.vectorTflops);
    if (root.contains("attention_efficiency"))
      fail("attention_efficiency",
           "replaced by attention_forward_efficiency and "
           "attention_backward_efficiency");
    d.attentionForwardEfficiency = fraction(
        root, "attention_forward_efficiency", d.attentionForwardEfficiency);
    d.attentionBackwardEfficiency = fraction(
        root, "attention_backward_efficiency", d.attentionBackwardEfficiency);
    if (root.contains("attention_waves"))
      d.attentionWaves = attentionWaves(root["attention_waves"]);
    d.hbmBandwidthGBps = rate(root, "hbm_bandwidth_gbps", -1.0);
    d.hostBandwidthGBps =
        rate(root, "host_bandwidth_gbps", d.hostBandwidthGBps);
    d.launchLatencyUs =
        fixedCost(root, "launch_latency_us", "launch_latency_us");
    if (root.contains("contention")) {
      const json &contention = object(root, "contention");
      d.contention.computeSlowdown = slowdown(contention, "compute_slowdown");
      d.contention.communicationSlowdown =
          slowdown(contention, "communication_slowdown");
    }
    const json &links = object(root, "links");
    for (auto it = links.begin(); it != links.end(); ++it) {
      if (it.key() != "tensor" && it.key() != "data" && it.key() != "pipeline")
        fail("links." + it.key(),
             "links are keyed by mesh axis role: tensor, data or pipeline");
      d.links[it.key()] = link(*it, "links." + it.key());
    }
    if (root.contains("default_link"))
      d.defaultLink = link(root["default_link"], "default_link");
    else if (!d.links.empty())
      d.defaultLink = d.links.begin()->second;
    else
      fail("links", "needs at least one link");
    return d;
  }

private:
  [[noreturn]] void fail(const std::string &field, const std::string &message) {
    throw std::runtime_error(source + ": " +
                             (field.empty() ? "" : "field '" + field + "': ") +
                             message);
  }
  std::string string(const json &o, const char *key) {
    if (!o.contains(key) || !o[key].is_string())
      fail(key, "expected a string");
    return o[key].get<std::string>();
  }
  const json &object(const json &o, const char *key) {
    if (!o.contains(key) || !o[key].is_object())
      fail(key, "expected an object");
    return o[key];
  }
  /// A rate (TFLOP/s, GB/s) from DeviceSpec::kMinRate to kMaxRate.
  double rate(const json &v, const std::string &field) {
    if (!v.is_number() || !(v.get<double>() >= DeviceSpec::kMinRate &&
                            v.get<double>() <= DeviceSpec::kMaxRate))
      fail(field, "expected a rate from 0.001 to 1e+06");
    return v.get<double>();
  }
  /// The rate `key` of `o`; `fallback` when absent (negative: required).
  double rate(const json &o, const char *key, double fallback) {
    if (!o.contains(key)) {
      if (fallback < 0)
        fail(key, "missing");
      return fallback;
    }
    return rate(o[key], key);
  }
  /// A fixed cost in microseconds (a launch, a link's latency): required,
  /// from 0 to DeviceSpec::kMaxFixedCostUs.
  double fixedCost(const json &o, const char *key, const std::string &field) {
    if (!o.contains(key) || !o[key].is_number() ||
        !(o[key].get<double>() >= 0 &&
          o[key].get<double>() <= DeviceSpec::kMaxFixedCostUs))
      fail(field, "expected a number of microseconds from 0 to 1e+06");
    return o[key].get<double>();
  }
  /// A fraction in (0, 1]; `fallback` when absent (negative: required).
  double fraction(const json &o, const char *key, double fallback) {
    if (!o.contains(key)) {
      if (fallback < 0)
        fail(key, "missing");
      return fallback;
    }
    const json &v = o[key];
    if (!v.is_number() || !(v.get<double>() > 0 && v.get<double>() <= 1.0))
      fail(key, "expected a fraction in (0, 1]");
    return v.get<double>();
  }
  /// A positive count kept in an int (SMs, a tile's rows and columns): a
  /// larger one is an error, not wrapped to a small count.
  int count(const json &o, const char *key, int fallback) {
    return count(o, key, fallback, key);
  }
  /// The same, `field` naming it in errors (an entry's member: its path).
  int count(const json &o, const char *key, int fallback,
            const std::string &field) {
    if (!o.contains(key)) {
      if (fallback < 0)
        fail(field, "missing");
      return fallback;
    }
    if (!o[key].is_number_integer() || o[key].get<int64_t>() < 1 ||
        o[key].get<int64_t>() > std::numeric_limits<int>::max())
      fail(field, "expected a positive integer of at most " +
                      std::to_string(std::numeric_limits<int>::max()));
    return static_cast<int>(o[key].get<int64_t>());
  }
  /// A contention slowdown: the extra fraction of time, in [0, 10].
  double slowdown(const json &contention, const char *key) {
    std::string field = std::string("contention.") + key;
    if (!contention.contains(key))
      fail(field, "missing");
    const json &v = contention[key];
    if (!v.is_number() || !(v.get<double>() >= 0 && v.get<double>() <= 10))
      fail(field, "expected a slowdown fraction in [0, 10] (0.19: 19% "
                  "longer)");
    return v.get<double>();
  }
  /// attention_waves: an array of entries (ovl/runtime/AttentionWaves.h),
  /// at most one per element type, head size and direction.
  std::vector<AttentionWaves> attentionWaves(const json &v) {
    const std::string field = "attention_waves";
    if (!v.is_array())
      fail(field, "expected an array of {dtype, head_dim, direction, "
                  "kernels, block_us, tile_latency_us, tile_us}");
    // Entries are looked up, and checked for duplicates, one by one.
    if (v.size() > kMaxWaveEntries)
      fail(field, "expected at most " + std::to_string(kMaxWaveEntries) +
                      " entries (one per element type, head size and "
                      "direction)");
    std::vector<AttentionWaves> entries;
    for (size_t i = 0; i < v.size(); ++i) {
      std::string at = field + "[" + std::to_string(i) + "]";
      const json &e = v[i];
      if (!e.is_object())
        fail(at, "expected an object");
      AttentionWaves w;
      w.dtype = member(e, "dtype", at);
      w.headDim = count(e, "head_dim", -1, at + ".head_dim");
      std::string direction = member(e, "direction", at);
      if (direction != "forward" && direction != "backward")
        fail(at + ".direction", "expected forward or backward");
      w.backward = direction == "backward";
      if (!e.contains("kernels") || !e["kernels"].is_array() ||
          e["kernels"].empty() || e["kernels"].size() > 8)
        fail(at + ".kernels", "expected 1 to 8 kernels {rows, "
                              "blocks_per_sm, walk}, run one after another");
      for (size_t k = 0; k < e["kernels"].size(); ++k) {
        std::string kat = at + ".kernels[" + std::to_string(k) + "]";
        const json &kj = e["kernels"][k];
        if (!kj.is_object())
          fail(kat, "expected {rows, blocks_per_sm, walk}");
        AttentionWaves::Kernel kernel;
        kernel.rows = count(kj, "rows", -1, kat + ".rows");
        kernel.blocksPerSM =
            count(kj, "blocks_per_sm", -1, kat + ".blocks_per_sm");
        if (kernel.blocksPerSM > kMaxBlocksPerSM)
          fail(kat + ".blocks_per_sm",
               "expected at most " + std::to_string(kMaxBlocksPerSM));
        std::string walk = member(kj, "walk", kat);
        if (walk != "queries" && walk != "keys")
          fail(kat + ".walk", "expected queries (a block of queries walks "
                              "the keys up to its own) or keys");
        kernel.walk = walk == "queries" ? AttentionWaves::Walk::Queries
                                        : AttentionWaves::Walk::Keys;
        w.kernels.push_back(kernel);
      }
      w.blockUs = fixedCost(e, "block_us", at + ".block_us");
      w.tileLatencyUs =
          fixedCost(e, "tile_latency_us", at + ".tile_latency_us");
      if (!(w.tileLatencyUs >= kMinTileLatencyUs))
        fail(at + ".tile_latency_us",
             "expected at least 0.001 microseconds (a tile cannot be free)");
      w.tileUs = fixedCost(e, "tile_us", at + ".tile_us");
      for (const AttentionWaves &other : entries)
        if (other.dtype == w.dtype && other.headDim == w.headDim &&
            other.backward == w.backward)
          fail(at, "a second entry for " + w.dtype + ", head_dim " +
                       std::to_string(w.headDim) + ", " + direction);
      entries.push_back(std::move(w));
    }
    return entries;
  }
  /// At most this many blocks an SM (an SM holds up to 32 on the GPUs of
  /// today) and at least this tile latency, so that a description cannot
  /// make a simulated attention endless or free.
  static constexpr int kMaxBlocksPerSM = 1024;
  static constexpr size_t kMaxWaveEntries = 256;
  static constexpr double kMinTileLatencyUs = 1e-3;
  /// An entry's non-empty string `key`, named in errors by the entry's
  /// path `at` (string() is for the top level, where "name" may be empty).
  std::string member(const json &o, const char *key, const std::string &at) {
    if (!o.contains(key) || !o[key].is_string() ||
        o[key].get<std::string>().empty())
      fail(at + "." + key, "expected a non-empty string");
    return o[key].get<std::string>();
  }
  LinkSpec link(const json &v, const std::string &field) {
    if (!v.is_object())
      fail(field, "expected an object");
    LinkSpec l;
    l.name = v.value("name", field);
    if (!v.contains("bus_bandwidth_gbps"))
      fail(field + ".bus_bandwidth_gbps", "missing");
    l.busBandwidthGBps =
        rate(v["bus_bandwidth_gbps"], field + ".bus_bandwidth_gbps");
    l.latencyUs = fixedCost(v, "latency_us", field + ".latency_us");
    if (v.contains("all_reduce_bus_bandwidth_gbps")) {
      l.allReduceBusBandwidthGBps =
          rate(v["all_reduce_bus_bandwidth_gbps"],
               field + ".all_reduce_bus_bandwidth_gbps");
      const json &minGroup = v.value("all_reduce_min_group", json(2));
      if (!minGroup.is_number_integer() || minGroup.get<int64_t>() < 2 ||
          minGroup.get<int64_t>() > (1 << 20))
        fail(field + ".all_reduce_min_group",
             "expected an integer group size from 2 to 2^20");
      l.allReduceMinGroup = static_cast<int>(minGroup.get<int64_t>());
    } else if (v.contains("all_reduce_min_group")) {
      fail(field + ".all_reduce_min_group",
           "needs all_reduce_bus_bandwidth_gbps");
    }
    return l;
  }
  std::string source;
};
} // namespace

std::optional<DeviceSpec> DeviceSpec::parse(const std::string &text,
                                            const std::string &name,
                                            std::string &error) {
  try {
    json root;
    try {
      root = json::parse(text);
    } catch (const json::exception &e) {
      // A syntax error, or a number beyond a double's range.
      error = name + ": not valid JSON: " + e.what();
      return std::nullopt;
    }
    return DeviceReader(name).read(root);
  } catch (const std::exception &e) {
    error = e.what();
  }
  return std::nullopt;
}

std::optional<std::string> DeviceSpec::readText(const std::string &path,
                                               std::string &error) {
  return readInputFile(path, "device description", error);
}

std::optional<DeviceSpec> DeviceSpec::load(const std::string &path,
                                           std::string &error) {
  std::optional<std::string> text = readText(path, error);
  if (!text)
    return std::nullopt;
  return parse(*text, path, error);
}

const char *DeviceSpec::defaultPath() { return OVL_DEFAULT_DEVICE_FILE; }

const DeviceSpec &DeviceSpec::h100() {
  // The same values as runtime/devices/h100-sxm-nvlink.json (a unit test
  // checks that they agree), built in so that no file is needed at run time.
  static const DeviceSpec spec = [] {
    DeviceSpec d;
    d.name = "h100-sxm-nvlink";
    d.description = "8x H100 SXM per node: NVLink4 within the node (tensor "
                    "parallel), NDR 400G InfiniBand between nodes (data and "
                    "pipeline parallel).";
    d.gemmPeakTflops = {{"bf16", 989.0}, {"f16", 989.0}, {"f32", 67.0}};
    d.gemmEfficiency = 0.80;
    d.gemmTiles = {{128, 256, 1.0}, {128, 128, 0.92}, {64, 128, 0.80},
                   {64, 64, 0.62}};
    d.numSMs = 132;
    d.vectorTflops = 67.0;
    d.attentionForwardEfficiency = 0.57;
    d.attentionBackwardEfficiency = 0.51;
    d.hbmBandwidthGBps = 3000.0;
    d.hostBandwidthGBps = 25.0;
    d.launchLatencyUs = 3.0;
    d.contention = {0.189, 0.0};
    LinkSpec nvlink{"nvlink4", 370.0, 10.0, 480.0, 8};
    d.links = {{"tensor", nvlink},
               {"data", {"ndr-infiniband", 46.0, 25.0}},
               {"pipeline", {"ndr-infiniband", 46.0, 15.0}}};
    d.defaultLink = nvlink;
    return d;
  }();
  return spec;
}
