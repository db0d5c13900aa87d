//===- InputNestingTest.cpp - The nesting check before parsing -----------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/Support/InputNesting.h"

#include <gtest/gtest.h>

using namespace mlir::ovl;

namespace {

/// `levels` opening braces, each after `prefix`.
std::string nested(int levels, const std::string &prefix = "") {
  std::string text;
  for (int i = 0; i < levels; ++i)
    text += prefix + "{";
  return text;
}

/// The "LINE:COL" an error starts with.
std::string position(const std::optional<std::string> &error) {
  EXPECT_TRUE(error.has_value());
  return error ? error->substr(0, error->find(": ")) : "";
}

TEST(InputNesting, LimitItself) {
  EXPECT_FALSE(findExcessiveNesting(nested(kMaxInputNesting)));
  EXPECT_EQ(position(findExcessiveNesting(nested(kMaxInputNesting + 1))),
            "1:" + std::to_string(kMaxInputNesting + 1));
}

TEST(InputNesting, ClosedBracketsDoNotAccumulate) {
  std::string text;
  for (int i = 0; i < 4 * kMaxInputNesting; ++i)
    text += "([{}])\n";
  EXPECT_FALSE(findExcessiveNesting(text));
}

TEST(InputNesting, LineAndColumnOfTheError) {
  // The first two lines open 2 levels; line 3 opens the rest, after two
  // spaces each.
  std::string text = "a {\n b [\n" + nested(kMaxInputNesting, "  ");
  EXPECT_EQ(position(findExcessiveNesting(text)),
            "3:" + std::to_string(3 * (kMaxInputNesting - 1)));
}

TEST(InputNesting, StringsDoNotCount) {
  std::string inString = "\"" + nested(2 * kMaxInputNesting) + "\"";
  EXPECT_FALSE(findExcessiveNesting(inString));
  // An escaped quote does not end the string.
  std::string escaped = "\"\\\"" + nested(2 * kMaxInputNesting) + "\"";
  EXPECT_FALSE(findExcessiveNesting(escaped));
  // A string ends at its line's end if unterminated: the next line counts.
  std::string unterminated = "\"abc\n" + nested(kMaxInputNesting + 1);
  EXPECT_EQ(position(findExcessiveNesting(unterminated)),
            "2:" + std::to_string(kMaxInputNesting + 1));
  // A backslash or an open string at the very end reads nothing past it.
  EXPECT_FALSE(findExcessiveNesting("\"abc\\"));
  EXPECT_FALSE(findExcessiveNesting("\""));
}

TEST(InputNesting, CommentsDoNotCount) {
  std::string comment = "// " + nested(2 * kMaxInputNesting) + "\nx";
  EXPECT_FALSE(findExcessiveNesting(comment));
  EXPECT_FALSE(findExcessiveNesting("x // " + nested(2 * kMaxInputNesting)));
  // A lone slash is no comment.
  std::string slash = "/" + nested(kMaxInputNesting + 1);
  EXPECT_EQ(position(findExcessiveNesting(slash)),
            "1:" + std::to_string(kMaxInputNesting + 2));
}

} // namespace
