//===- CostModel.cpp - Durations of commands on a device ------------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/runtime/CostModel.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <mutex>
#include <tuple>

using namespace ovl::rt;

static double bytesPerElement(const std::string &dtype) {
  return dtype == "bf16" || dtype == "f16" ? 2.0 : 4.0;
}

/// ceil(a / b) in floating point: the sizes priced here may be as large as
/// the IR allows (2^62 bytes), where integer products would wrap.
static double ceilDiv(double a, double b) { return std::ceil(a / b); }

namespace {
/// The GEMM model's times in seconds: the chosen configuration's compute
/// time (`best`, tensor-core time plus split-K partial sums) and its
/// parts, and the memory time.
struct GemmSeconds {
  double best = 0.0, tensor = 0.0, partials = 0.0, memory = 0.0;
};
} // namespace

static GemmSeconds gemmSeconds(const DeviceSpec &device, int64_t m, int64_t n,
                               int64_t k, int64_t batch,
                               const std::string &dtype) {
  // Wave quantization: output tiles are spread over the SMs in waves; a
  // partial last wave costs a full one. Each tile does 2 * tileM * tileN * k
  // FLOPs at the SM's share of the efficient peak. The library picks the
  // tile shape that finishes first: large tiles are efficient, small ones
  // keep more SMs busy on small problems. A dimension smaller than the tile
  // shrinks the tile (a GEMV-like kernel for skinny problems). With few
  // tiles and a long k, it may also split k (split-K) into up to
  // kMaxSplitK slices of at least kMinSplitDepth: more tiles, each shorter,
  // plus the fp32 partial sums written and read back once per extra slice.
  double smPeak =
      device.gemmPeakFor(dtype) * 1e12 * device.gemmEfficiency / device.numSMs;
  GemmSeconds seconds;
  seconds.best = std::numeric_limits<double>::max();
  for (const DeviceSpec::GemmTile &tile : device.gemmTiles) {
    double tileM = std::min<int64_t>(tile.m, m);
    double tileN = std::min<int64_t>(tile.n, n);
    double tiles = ceilDiv(m, tileM) * ceilDiv(n, tileN) * double(batch);
    for (int64_t split = 1; split <= CostModel::kMaxSplitK; split *= 2) {
      if (split > 1 && k / split < CostModel::kMinSplitDepth)
        break;
      double waves = ceilDiv(tiles * split, device.numSMs);
      double tileFlops = 2.0 * tileM * tileN * ceilDiv(k, split);
      double partials = 2.0 * (split - 1) * double(m) * n * batch * 4.0;
      double tensor = waves * tileFlops / (smPeak * tile.efficiency);
      double partial = partials / (device.hbmBandwidthGBps * 1e9);
      if (tensor + partial < seconds.best) {
        seconds.best = tensor + partial;
        seconds.tensor = tensor;
        seconds.partials = partial;
      }
    }
  }
  double bytes =
      batch * (double(m) * k + double(k) * n + double(m) * n) *
      bytesPerElement(dtype);
  seconds.memory = bytes / (device.hbmBandwidthGBps * 1e9);
  return seconds;
}

double CostModel::gemmUs(int64_t m, int64_t n, int64_t k, int64_t batch,
                         const std::string &dtype) const {
  if (m <= 0 || n <= 0 || k <= 0 || batch <= 0)
    return device.launchLatencyUs; // No work.
  GemmSeconds seconds = gemmSeconds(device, m, n, k, batch, dtype);
  return device.launchLatencyUs +
         std::max(seconds.best, seconds.memory) * 1e6;
}

CostModel::GemmParts CostModel::gemmParts(int64_t m, int64_t n, int64_t k,
                                          int64_t batch,
                                          const std::string &dtype) const {
  GemmParts parts;
  if (m <= 0 || n <= 0 || k <= 0 || batch <= 0)
    return parts;
  GemmSeconds seconds = gemmSeconds(device, m, n, k, batch, dtype);
  parts.computeUs = seconds.tensor * 1e6;
  parts.partialsUs = seconds.partials * 1e6;
  parts.memoryUs = seconds.memory * 1e6;
  return parts;
}

namespace {
/// The unfused path's passes over its B x heads x S x S scores: the
/// softmax's (or its gradient's) bytes, and the dropout pass's when there
/// is one. Softmax: reads the scores, writes P; its gradient reads P and
/// dP, writes dS. Dropout: reads a score-sized tensor and writes it back
/// with its one-byte mask, or (backward) reads it and the mask and writes
/// it back.
struct ScorePasses {
  double softmaxBytes = 0, dropoutBytes = 0;
};
ScorePasses scorePasses(double scores, bool backward, double elementBytes,
                        double dropout) {
  ScorePasses passes;
  passes.softmaxBytes = (backward ? 3.0 : 2.0) * scores * elementBytes;
  if (dropout > 0)
    passes.dropoutBytes = scores * (2.0 * elementBytes + 1.0);
  return passes;
}
} // namespace

std::pair<double, double>
CostModel::unfusedAttentionWork(int64_t batch, int64_t seq, int64_t heads,
                                int64_t dim, bool backward, double elementBytes,
                                double dropout) {
  double matrices = double(batch) * heads, scores = double(seq) * seq;
  // Forward: QK^T and PV (2 s^2 d FLOPs each); backward: four such GEMMs.
  double flops = (backward ? 8.0 : 4.0) * matrices * scores * dim;
  ScorePasses passes =
      scorePasses(matrices * scores, backward, elementBytes, dropout);
  return {flops, passes.softmaxBytes + passes.dropoutBytes};
}

double CostModel::unfusedAttentionUs(int64_t batch, int64_t seq, int64_t heads,
                                     int64_t dim, bool backward,
                                     const std::string &dtype,
                                     double dropout) const {
  int64_t matrices = batch * heads;
  double scores = double(matrices) * seq * seq;
  // [S, S] score-shaped GEMMs (k = D) and [S, D] context-shaped ones
  // (k = S).
  double scoreGemm = gemmUs(seq, seq, dim, matrices, dtype);
  double contextGemm = gemmUs(seq, dim, seq, matrices, dtype);
  ScorePasses passes =
      scorePasses(scores, backward, bytesPerElement(dtype), dropout);
  // The softmax (or its gradient): a few vector FLOPs per score, bound by
  // its bytes; the dropout pass one kernel more, also bound by its bytes.
  double vectorPasses =
      kernelUs(5.0 * scores, passes.softmaxBytes, KernelRate::Vector, dtype);
  if (dropout > 0)
    vectorPasses +=
        kernelUs(scores, passes.dropoutBytes, KernelRate::Vector, dtype);
  if (!backward)
    return scoreGemm + vectorPasses + contextGemm;
  // dV = P^T dO, dP = dO V^T, dropout's and the softmax's gradients,
  // dQ = dS K, dK = dS^T Q.
  return contextGemm + scoreGemm + vectorPasses + 2.0 * contextGemm;
}

struct CostModel::WaveTimes {
  using Key = std::tuple<size_t, int64_t, int64_t, bool, int64_t>;
  std::mutex mutex;
  std::map<Key, double> us;
};

CostModel::CostModel(const DeviceSpec &device)
    : device(device), waveTimes(std::make_shared<WaveTimes>()) {}

double CostModel::fusedAttentionUs(const FusedAttentionShape &shape,
                                   double flops, double bytes,
                                   const std::string &dtype) const {
  const AttentionWaves *waves =
      device.attentionWavesFor(dtype, shape.dim, shape.backward);
  if (!waves)
    return kernelUs(flops, bytes,
                    shape.backward ? KernelRate::AttentionBackward
                                   : KernelRate::AttentionForward,
                    dtype);
  // batch x heads, saturated: past 2^63 it is the steady state all the
  // same.
  int64_t rows = 0;
  if (__builtin_mul_overflow(shape.batch, shape.heads, &rows))
    rows = std::numeric_limits<int64_t>::max();
  int64_t perGroup = shape.groups > 0 && shape.heads > shape.groups
                         ? shape.heads / shape.groups
                         : 1;
  WaveTimes::Key key{size_t(waves - device.attentionWaves.data()), rows,
                     shape.seq, shape.causal, perGroup};
  {
    std::lock_guard<std::mutex> lock(waveTimes->mutex);
    auto it = waveTimes->us.find(key);
    if (it != waveTimes->us.end())
      return it->second;
  }
  double us = waves->us(device.numSMs, rows, shape.seq, shape.causal, perGroup);
  std::lock_guard<std::mutex> lock(waveTimes->mutex);
  waveTimes->us.emplace(key, us);
  return us;
}

double CostModel::kernelTflops(KernelRate kind,
                               const std::string &dtype) const {
  if (kind == KernelRate::AttentionForward)
    return device.gemmPeakFor(dtype) * device.attentionForwardEfficiency;
  if (kind == KernelRate::AttentionBackward)
    return device.gemmPeakFor(dtype) * device.attentionBackwardEfficiency;
  return device.vectorTflops;
}

double CostModel::kernelUs(double flops, double bytes, KernelRate kind,
                           const std::string &dtype) const {
  double computeSeconds = flops / (kernelTflops(kind, dtype) * 1e12);
  double memorySeconds = bytes / (device.hbmBandwidthGBps * 1e9);
  return device.launchLatencyUs +
         std::max(computeSeconds, memorySeconds) * 1e6;
}

double CostModel::endUnderContention(
    double start, double us, double slowdown,
    std::vector<std::pair<double, double>> busy) {
  std::sort(busy.begin(), busy.end());
  const double stretch = 1.0 + slowdown;
  double at = start, remaining = us;
  for (size_t i = 0; i < busy.size();) {
    // The next stretch of the union: merge what overlaps it.
    double begin = busy[i].first, end = busy[i].second;
    for (++i; i < busy.size() && busy[i].first <= end; ++i)
      end = std::max(end, busy[i].second);
    if (end <= at)
      continue;
    if (begin > at) {
      if (remaining <= begin - at)
        return at + remaining;
      remaining -= begin - at;
      at = begin;
    }
    double capacity = (end - at) / stretch;
    if (remaining <= capacity)
      return at + remaining * stretch;
    remaining -= capacity;
    at = end;
  }
  return at + remaining;
}

double CostModel::computeEnd(
    double start, double us,
    std::vector<std::pair<double, double>> communicating) const {
  return endUnderContention(start, us, device.contention.computeSlowdown,
                            std::move(communicating));
}

double CostModel::communicationEnd(
    double start, double us,
    std::vector<std::pair<double, double>> computing) const {
  return endUnderContention(start, us, device.contention.communicationSlowdown,
                            std::move(computing));
}

double CostModel::copyUs(double bytes) const {
  // A copy reads and writes every byte.
  return device.launchLatencyUs +
         2.0 * bytes / (device.hbmBandwidthGBps * 1e9) * 1e6;
}

double CostModel::hostCopyUs(double bytes) const {
  return device.launchLatencyUs +
         bytes / (device.hostBandwidthGBps * 1e9) * 1e6;
}

double CostModel::busFactor(CollectiveKind kind, int64_t n) {
  if (n <= 1)
    return 0.0;
  switch (kind) {
  case CollectiveKind::AllReduce:
    return 2.0 * (n - 1) / n;
  case CollectiveKind::AllGather:
  case CollectiveKind::ReduceScatter:
    return double(n - 1) / n;
  case CollectiveKind::Broadcast:
  case CollectiveKind::SendRecv:
    return 1.0;
  }
  return 1.0;
}

double CostModel::ncclTestsBytes(CollectiveKind kind, double inputBytes,
                                 int64_t n) {
  return kind == CollectiveKind::AllGather ? inputBytes * n : inputBytes;
}

const LinkSpec &
CostModel::slowestLink(const std::vector<std::string> &roles) const {
  const LinkSpec *slowest = nullptr;
  for (const std::string &role : roles) {
    const LinkSpec &link = device.linkFor(role);
    if (!slowest || link.busBandwidthGBps < slowest->busBandwidthGBps)
      slowest = &link;
  }
  return slowest ? *slowest : device.defaultLink;
}

double CostModel::collectiveUs(CollectiveKind kind, double bytes,
                               int64_t groupSize,
                               const std::vector<std::string> &roles) const {
  if (kind != CollectiveKind::SendRecv && groupSize <= 1)
    return 0.0;
  const LinkSpec &link = slowestLink(roles);
  double factor =
      kind == CollectiveKind::SendRecv ? 1.0 : busFactor(kind, groupSize);
  double busBandwidth =
      link.busBandwidthFor(kind == CollectiveKind::AllReduce, groupSize);
  return link.latencyUs + bytes * factor / (busBandwidth * 1e9) * 1e6;
}
