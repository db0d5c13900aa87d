//===- ChromeTraceReader.cpp - A run's command times from its trace -------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// Reads back what writeChromeTrace wrote: the backend, and per rank,
// stream and step the start and end of every command. Each command event
// must name a command of the plan at the plan line the plan has for it, so
// a trace of another plan, or of an older version of this one, is refused
// rather than fitted. GPU time is scarce: ovl-run --calibrate-trace fits a
// description to a trace recorded on a GPU, on any machine.
//
//===----------------------------------------------------------------------===//

#include "ovl/runtime/InputFile.h"
#include "ovl/runtime/Report.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

using namespace ovl::rt;
using json = nlohmann::json;

namespace {

/// The 1-based line of byte `offset` of `text`.
size_t lineOf(const std::string &text, size_t offset) {
  offset = std::min(offset, text.size());
  return 1 + std::count(text.begin(), text.begin() + offset, '\n');
}

class TraceReader {
public:
  TraceReader(const Plan &plan, const std::string &path)
      : plan(plan), path(path) {}

  RunResult read(const json &root) {
    if (!root.is_object() || !root.contains("traceEvents") ||
        !root["traceEvents"].is_array())
      fail("", "expected a Chrome trace written by ovl-run --trace (an "
               "object with \"traceEvents\")");
    const json *backend = nullptr;
    if (root.contains("otherData") && root["otherData"].is_object() &&
        root["otherData"].contains("backend"))
      backend = &root["otherData"]["backend"];
    if (!backend || !backend->is_string())
      fail("otherData.backend", "missing: the trace does not say which "
                                "backend ran it");
    RunResult result;
    result.backend = backend->get<std::string>();
    const json &events = root["traceEvents"];
    // Traces by (rank, stream), then moved into rank-major order.
    std::map<std::pair<int, int>, StreamTrace> traces;
    std::set<std::tuple<int, int, int, uint32_t>> seen;
    for (size_t i = 0; i < events.size(); ++i) {
      const json &e = events[i];
      std::string at = "traceEvents[" + std::to_string(i) + "]";
      if (!e.is_object() || !e.contains("ph") || !e["ph"].is_string())
        fail(at, "expected an event object with \"ph\"");
      if (e["ph"] != "X")
        continue; // Names, flows.
      int rank = integer(e, "pid", at, 0, plan.mesh.numRanks() - 1);
      const Program &program = plan.programOf(rank);
      int stream = integer(e, "tid", at, 0,
                           static_cast<int64_t>(program.streams.size()) - 1);
      if (!e.contains("args") || !e["args"].is_object())
        fail(at + ".args", "missing");
      const json &args = e["args"];
      std::string argsAt = at + ".args";
      int step = integer(args, "step", argsAt, 1, 1 << 30);
      const std::vector<Command> &commands = program.streams[stream].commands;
      uint32_t command = static_cast<uint32_t>(
          integer(args, "command", argsAt, 0,
                  static_cast<int64_t>(commands.size()) - 1));
      int64_t line = integer(args, "plan_line", argsAt, 0, INT64_MAX);
      if (line != commands[command].line)
        fail(argsAt + ".plan_line",
             std::to_string(line) + ", but command " +
                 std::to_string(command) + " of rank " +
                 std::to_string(rank) + " stream " + std::to_string(stream) +
                 " is on line " + std::to_string(commands[command].line) +
                 " of " + plan.path + ": the trace is of another plan");
      if (!seen.insert({rank, stream, step, command}).second)
        fail(at, "command " + std::to_string(command) + " of rank " +
                     std::to_string(rank) + " stream " +
                     std::to_string(stream) + " appears twice in step " +
                     std::to_string(step));
      double start = number(e, "ts", at);
      double duration = number(e, "dur", at);
      if (duration < 0)
        fail(at + ".dur", "expected a non-negative duration");
      // A day, in microseconds: no command of a training step takes longer.
      constexpr double kMaxUs = 86400e6;
      if (std::abs(start) > kMaxUs || duration > kMaxUs)
        fail(at, "a time beyond a day (ts and dur are microseconds)");
      StreamTrace &trace = traces[{rank, stream}];
      trace.rank = rank;
      trace.stream = stream;
      trace.timings.push_back({command, step - 1, start, start + duration});
      result.steps = std::max(result.steps, step);
    }
    if (traces.empty())
      fail("traceEvents", "no command events (\"ph\": \"X\")");
    for (auto &[key, trace] : traces)
      result.traces.push_back(std::move(trace));
    return result;
  }

private:
  [[noreturn]] void fail(const std::string &field, const std::string &what) {
    throw RunError(path + ": " + (field.empty() ? "" : field + ": ") + what);
  }
  int64_t integer(const json &o, const char *key, const std::string &at,
                  int64_t min, int64_t max) {
    std::string field = at + "." + key;
    if (!o.contains(key))
      fail(field, "missing");
    const json &v = o[key];
    if (!v.is_number_integer() || v.get<int64_t>() < min ||
        v.get<int64_t>() > max)
      fail(field, "expected an integer from " + std::to_string(min) +
                      " to " + std::to_string(max) + " (the plan's)");
    return v.get<int64_t>();
  }
  double number(const json &o, const char *key, const std::string &at) {
    if (!o.contains(key) || !o[key].is_number())
      fail(at + "." + key, "expected a number (microseconds)");
    return o[key].get<double>();
  }

  const Plan &plan;
  const std::string &path;
};

} // namespace

RunResult ovl::rt::parseChromeTrace(const Plan &plan, const std::string &text,
                                    const std::string &name) {
  json root;
  try {
    root = json::parse(text);
  } catch (const json::parse_error &e) {
    throw RunError(name + ":" + std::to_string(lineOf(text, e.byte)) +
                   ": not valid JSON: " + e.what());
  } catch (const json::exception &e) {
    // A number beyond a double's range (out_of_range 406), say.
    throw RunError(name + ": not valid JSON: " + e.what());
  }
  return TraceReader(plan, name).read(root);
}

RunResult ovl::rt::readChromeTrace(const Plan &plan, const std::string &path) {
  std::string error;
  std::optional<std::string> text = readInputFile(path, "trace", error);
  if (!text)
    throw RunError(error);
  return parseChromeTrace(plan, *text, path);
}
