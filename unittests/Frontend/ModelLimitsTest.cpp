//===- ModelLimitsTest.cpp - How large a step ovl-gen builds --------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// ovl-gen refuses, before building anything, a step larger than its limits
// (GPTConfig::kMaxLayerPasses, PipelineConfig::kMaxChunkPasses): building
// one would exhaust memory. The limits themselves are accepted, one more is
// refused, and products that overflow 64 bits are refused too. Only the
// configurations are checked here; a step at the limit is tens of millions
// of ops.
//
//===----------------------------------------------------------------------===//

#include "ovl/Frontend/GPTModel.h"
#include "ovl/Frontend/PipelineModel.h"

#include "llvm/Support/Error.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <limits>
#include <string>

using namespace mlir::ovl;

namespace {

/// The message of `error`, or "" for success.
std::string messageOf(llvm::Error error) {
  if (!error)
    return "";
  return llvm::toString(std::move(error));
}

/// Expects `config` (at a limit) to be valid, and refused, saying
/// `expected`, with one more micro-batch.
template <typename Config>
void expectLimit(Config config, const std::string &expected) {
  EXPECT_EQ(messageOf(config.validate()), "");
  config.numMicrobatches += 1;
  std::string message = messageOf(config.validate());
  EXPECT_NE(message.find(expected), std::string::npos) << message;
}

TEST(ModelLimits, GptStepAtTheLimitIsAcceptedAndOneMoreRefused) {
  GPTConfig config;
  config.numLayers = 1024;
  config.numMicrobatches = GPTConfig::kMaxLayerPasses / 1024;
  expectLimit(config, "--num-layers (1024) x --num-microbatches (1025) is "
                      "more than the 1048576 layer passes");
}

TEST(ModelLimits, GptProductThatOverflowsIsRefused) {
  GPTConfig config;
  config.numLayers = std::numeric_limits<int64_t>::max();
  config.numMicrobatches = 2;
  EXPECT_NE(messageOf(config.validate()).find("layer passes"),
            std::string::npos);
}

TEST(ModelLimits, PipelineStepAtTheLimitIsAcceptedAndOneMoreRefused) {
  PipelineConfig config;
  config.stages = 4;
  config.virtualStages = 4;
  config.numMicrobatches = PipelineConfig::kMaxChunkPasses / 16;
  expectLimit(config, "--stages (4) x --virtual-stages (4) x "
                      "--num-microbatches (262145) is more than the 4194304 "
                      "chunk passes");
}

TEST(ModelLimits, PipelineProductsThatOverflowAreRefused) {
  PipelineConfig config;
  config.stages = 4;
  config.virtualStages = std::numeric_limits<int64_t>::max() / 2;
  config.numMicrobatches = 1;
  EXPECT_NE(messageOf(config.validate()).find("chunk passes"),
            std::string::npos);
  config.virtualStages = 2;
  config.numMicrobatches = std::numeric_limits<int64_t>::max() / 4;
  EXPECT_NE(messageOf(config.validate()).find("chunk passes"),
            std::string::npos);
}

} // namespace
