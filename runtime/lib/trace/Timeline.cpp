//===- Timeline.cpp - An SVG picture of a step ----------------------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/runtime/Report.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <string_view>
#include <vector>

using namespace ovl::rt;

static const char *colorOf(const Command &c) {
  switch (c.kind) {
  case CommandKind::Gemm:
    return "#1f5fa8";
  case CommandKind::Kernel:
    return "#6baed6";
  case CommandKind::Collective:
    return "#f28e2b";
  case CommandKind::P2P:
    return "#d62728";
  case CommandKind::Copy:
    return "#59a14f";
  case CommandKind::Record:
  case CommandKind::Wait:
    return "#c7c7c7";
  }
  return "#000000";
}

static std::string escapeXml(const std::string &text) {
  std::string out;
  for (char c : text) {
    switch (c) {
    case '<':
      out += "&lt;";
      break;
    case '>':
      out += "&gt;";
      break;
    case '&':
      out += "&amp;";
      break;
    case '"':
      out += "&quot;";
      break;
    default:
      out += c;
    }
  }
  return out;
}

/// The job a command belongs to, from the `KIND:MICROBATCH[.CHUNK]` tag
/// that ends its label (as the lowering writes it: "matmul
/// backward_input:3", "gelu forward:3.1" for model chunk 1), as the pipeline
/// literature draws it: F3, B3 (backward, or its input half), W3, F3.1.
static std::string jobOf(std::string_view label) {
  size_t space = label.rfind(' ');
  std::string_view tag =
      space == std::string_view::npos ? label : label.substr(space + 1);
  size_t colon = tag.find(':');
  if (colon == std::string_view::npos || colon + 1 == tag.size())
    return "";
  std::string_view kind = tag.substr(0, colon), mb = tag.substr(colon + 1);
  size_t dot = mb.find('.');
  auto isNumber = [](std::string_view digits) {
    return !digits.empty() &&
           digits.find_first_not_of("0123456789") == std::string_view::npos;
  };
  if (!isNumber(mb.substr(0, dot)) ||
      (dot != std::string_view::npos && !isNumber(mb.substr(dot + 1))))
    return "";
  const char *letter = kind == "forward"                ? "F"
                       : kind == "backward"             ? "B"
                       : kind == "backward_input"       ? "B"
                       : kind == "backward_weight"      ? "W"
                                                        : nullptr;
  return letter ? letter + std::string(mb) : "";
}

void ovl::rt::writeTimelineSvg(const Plan &plan, const RunResult &result,
                               std::ostream &os) {
  int step = std::max(result.steps, 1) - 1;
  double start = std::numeric_limits<double>::max(), end = 0.0;
  for (const StreamTrace &trace : result.traces)
    for (const CommandTiming &t : trace.timings)
      if (t.step == step) {
        start = std::min(start, t.startUs);
        end = std::max(end, t.endUs);
      }
  if (end <= start) {
    start = 0.0;
    end = 1.0;
  }
  const double left = 190, plotWidth = 1400, laneHeight = 16, top = 46;
  const int lanes = static_cast<int>(result.traces.size());
  const double height = top + lanes * laneHeight + 40;
  const double span = end - start;
  auto x = [&](double us) { return left + (us - start) / span * plotWidth; };
  char buffer[256];

  os << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\""
     << left + plotWidth + 20 << "\" height=\"" << height
     << "\" font-family=\"sans-serif\" font-size=\"11\">\n";
  os << "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
  std::snprintf(buffer, sizeof buffer,
                "<text x=\"10\" y=\"18\" font-size=\"14\">%s backend, step "
                "%d of %d: %.3f ms</text>\n",
                escapeXml(result.backend).c_str(), step + 1,
                std::max(result.steps, 1), span / 1000.0);
  os << buffer;
  // Legend.
  const char *legend[][2] = {{"#1f5fa8", "gemm"},       {"#6baed6", "kernel"},
                             {"#f28e2b", "collective"}, {"#d62728", "p2p"},
                             {"#59a14f", "copy"},       {"#c7c7c7", "wait"}};
  for (int i = 0; i < 6; ++i) {
    double lx = left + 330 + i * 90;
    os << "<rect x=\"" << lx << "\" y=\"8\" width=\"12\" height=\"12\" fill=\""
       << legend[i][0] << "\"/><text x=\"" << lx + 16 << "\" y=\"18\">"
       << legend[i][1] << "</text>\n";
  }
  // Time axis with about ten round ticks.
  double rough = span / 10.0;
  double magnitude = std::pow(10.0, std::floor(std::log10(rough)));
  double tick = magnitude * (rough / magnitude < 2 ? 2 : rough / magnitude < 5 ? 5 : 10);
  for (double t = 0; t <= span + 1e-9; t += tick) {
    double tx = x(start + t);
    std::snprintf(buffer, sizeof buffer,
                  "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" "
                  "stroke=\"#eeeeee\"/><text x=\"%.1f\" y=\"%.1f\" "
                  "text-anchor=\"middle\">%.3g ms</text>\n",
                  tx, top - 4, tx, top + lanes * laneHeight, tx,
                  top + lanes * laneHeight + 14, t / 1000.0);
    os << buffer;
  }
  int lane = 0;
  for (const StreamTrace &trace : result.traces) {
    const Program &program = plan.programOf(trace.rank);
    const Stream &stream = program.streams[trace.stream];
    double y = top + lane * laneHeight;
    std::snprintf(buffer, sizeof buffer,
                  "<text x=\"10\" y=\"%.1f\">rank %d %s</text>\n",
                  y + laneHeight - 4, trace.rank, streamRoleName(stream.role));
    os << buffer;
    // Runs of consecutive commands of one job, labelled once each.
    struct JobSpan {
      std::string job;
      double x0, x1;
    };
    std::vector<JobSpan> spans;
    for (const CommandTiming &t : trace.timings) {
      if (t.step != step)
        continue;
      const Command &c = stream.commands[t.command];
      double x0 = x(t.startUs), width = std::max(x(t.endUs) - x0, 0.5);
      if (std::string job = jobOf(c.label); !job.empty()) {
        if (!spans.empty() && spans.back().job == job)
          spans.back().x1 = std::max(spans.back().x1, x0 + width);
        else
          spans.push_back({job, x0, x0 + width});
      }
      if (t.endUs <= t.startUs && c.kind == CommandKind::Record)
        continue;
      std::snprintf(buffer, sizeof buffer,
                    "<rect x=\"%.2f\" y=\"%.1f\" width=\"%.2f\" "
                    "height=\"%.1f\" fill=\"%s\"><title>",
                    x0, y + 2, width, laneHeight - 4, colorOf(c));
      os << buffer;
      std::string label = commandName(plan, program, c);
      if (!c.label.empty())
        label += " " + std::string(c.label);
      std::snprintf(buffer, sizeof buffer, " (%.1f us)",
                    t.endUs - t.startUs);
      os << escapeXml(label) << buffer << "</title></rect>\n";
    }
    for (const JobSpan &span : spans) {
      std::snprintf(buffer, sizeof buffer,
                    "<rect x=\"%.2f\" y=\"%.1f\" width=\"%.2f\" "
                    "height=\"%.1f\" fill=\"none\" stroke=\"#333333\" "
                    "stroke-width=\"0.5\"/>\n",
                    span.x0, y + 1.5, span.x1 - span.x0, laneHeight - 3);
      os << buffer;
      // The name where it fits (about 6 px a character at this size).
      if (span.x1 - span.x0 >= 6.0 * span.job.size() + 2) {
        std::snprintf(buffer, sizeof buffer,
                      "<text x=\"%.2f\" y=\"%.1f\" font-size=\"9\" "
                      "text-anchor=\"middle\" class=\"job\">%s</text>\n",
                      (span.x0 + span.x1) / 2, y + laneHeight - 5,
                      span.job.c_str());
        os << buffer;
      }
    }
    ++lane;
  }
  os << "</svg>\n";
}
