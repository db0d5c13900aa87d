//===- TextMutator.cpp - Structure-aware mutation of line-based text ------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "TextMutator.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <random>
#include <string>
#include <vector>

extern "C" size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t maxSize);

namespace {

/// Values at the edges of what sizes, counts, offsets and floats can hold.
const char *const kInteresting[] = {
    "0",     "1",      "-1",         "2",          "3",
    "4",     "7",      "8",          "64",         "255",
    "4096",  "65536",  "2147483647", "2147483648", "-2147483648",
    "4294967296", "9223372036854775807", "-9223372036854775808",
    "18446744073709551615", "4611686018427387904", "nan",
    "inf",   "-inf",   "1e308",      "-0.0",       "1e-45"};

struct Span {
  size_t begin, end;
};

bool isNumberChar(char c) {
  return std::isdigit(static_cast<unsigned char>(c)) || c == '.' || c == '-' ||
         c == '+' || c == 'e' || c == 'E';
}

/// The numbers of `text`: runs that start with a digit (or a sign before
/// one) and hold number characters.
std::vector<Span> findNumbers(const std::string &text) {
  std::vector<Span> spans;
  for (size_t i = 0; i < text.size();) {
    bool start = std::isdigit(static_cast<unsigned char>(text[i])) ||
                 (text[i] == '-' && i + 1 < text.size() &&
                  std::isdigit(static_cast<unsigned char>(text[i + 1])));
    // Not part of a name: `x2`, `%0` and `#map1` are identifiers in MLIR.
    bool insideWord =
        i > 0 && (std::isalnum(static_cast<unsigned char>(text[i - 1])) ||
                  std::strchr("_%#^@.", text[i - 1]) != nullptr);
    if (!start || insideWord) {
      ++i;
      continue;
    }
    size_t end = i + 1;
    while (end < text.size() && isNumberChar(text[end]))
      ++end;
    spans.push_back({i, end});
    i = end;
  }
  return spans;
}

/// Tokens: runs of characters that are not spaces, `=`, `,` or brackets.
std::vector<Span> findTokens(const std::string &text) {
  std::vector<Span> spans;
  auto separator = [](char c) {
    return std::isspace(static_cast<unsigned char>(c)) || c == '=' ||
           c == ',' || c == '(' || c == ')' || c == '[' || c == ']' ||
           c == '<' || c == '>' || c == '{' || c == '}' || c == ':';
  };
  for (size_t i = 0; i < text.size();) {
    if (separator(text[i])) {
      ++i;
      continue;
    }
    size_t end = i;
    while (end < text.size() && !separator(text[end]))
      ++end;
    spans.push_back({i, end});
    i = end;
  }
  return spans;
}

std::vector<Span> findLines(const std::string &text) {
  std::vector<Span> spans;
  size_t begin = 0;
  while (begin < text.size()) {
    size_t end = text.find('\n', begin);
    end = end == std::string::npos ? text.size() : end + 1;
    spans.push_back({begin, end});
    begin = end;
  }
  return spans;
}

std::string slice(const std::string &text, Span span) {
  return text.substr(span.begin, span.end - span.begin);
}

void replace(std::string &text, Span span, const std::string &with) {
  text.replace(span.begin, span.end - span.begin, with);
}

} // namespace

size_t ovl::fuzz::mutateText(uint8_t *data, size_t size, size_t maxSize,
                             unsigned seed) {
  std::mt19937 rng(seed);
  auto pick = [&](size_t n) { return static_cast<size_t>(rng() % n); };
  std::string text(reinterpret_cast<const char *>(data), size);
  // Several edits at a time, as libFuzzer stacks its mutations.
  int edits = 1 + static_cast<int>(pick(3));
  for (int edit = 0; edit < edits; ++edit) {
    std::vector<Span> numbers = findNumbers(text);
    std::vector<Span> tokens = findTokens(text);
    std::vector<Span> lines = findLines(text);
    switch (pick(10)) {
    case 0:
    case 1: // A number becomes a boundary value.
      if (!numbers.empty())
        replace(text, numbers[pick(numbers.size())],
                kInteresting[pick(std::size(kInteresting))]);
      break;
    case 2: // A number becomes another number of the input.
      if (numbers.size() > 1) {
        std::string other = slice(text, numbers[pick(numbers.size())]);
        replace(text, numbers[pick(numbers.size())], other);
      }
      break;
    case 3: { // A number moves a little.
      if (numbers.empty())
        break;
      Span span = numbers[pick(numbers.size())];
      // Wrapping arithmetic: boundary values step over their edge.
      auto value = static_cast<unsigned long long>(
          std::strtoll(slice(text, span).c_str(), nullptr, 10));
      unsigned long long delta = pick(9);
      value += delta == 4 ? 5 : delta;
      value -= 4;
      replace(text, span, std::to_string(static_cast<long long>(value)));
      break;
    }
    case 4: // A token becomes another token of the input.
      if (tokens.size() > 1) {
        std::string other = slice(text, tokens[pick(tokens.size())]);
        replace(text, tokens[pick(tokens.size())], other);
      }
      break;
    case 5: // A line goes.
      if (lines.size() > 1)
        replace(text, lines[pick(lines.size())], "");
      break;
    case 6: { // A line is duplicated somewhere else.
      if (lines.empty())
        break;
      std::string line = slice(text, lines[pick(lines.size())]);
      text.insert(lines[pick(lines.size())].begin, line);
      break;
    }
    case 7: { // Two lines swap.
      if (lines.size() < 2)
        break;
      size_t a = pick(lines.size()), b = pick(lines.size());
      if (a == b)
        break;
      if (a > b)
        std::swap(a, b);
      std::string first = slice(text, lines[a]), second = slice(text, lines[b]);
      replace(text, lines[b], first);
      replace(text, lines[a], second);
      break;
    }
    case 8: // The text ends early.
      if (!text.empty())
        text.resize(pick(text.size()));
      break;
    default: { // Bytes, as libFuzzer mutates them.
      std::vector<uint8_t> bytes(text.begin(), text.end());
      bytes.resize(std::max(maxSize, bytes.size()));
      size_t n = LLVMFuzzerMutate(bytes.data(), text.size(), bytes.size());
      text.assign(bytes.begin(), bytes.begin() + n);
      break;
    }
    }
  }
  size_t n = std::min(text.size(), maxSize);
  std::memcpy(data, text.data(), n);
  return n;
}
