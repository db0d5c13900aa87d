//===- ChromeTrace.cpp - Chrome-trace JSON of a run -----------------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//
//
// The trace event format (JSON object form): "M" metadata names processes
// (ranks) and threads (streams); "X" complete events are commands; "s"/"f"
// flow events draw each event record to its waits. Written by hand, not
// through a JSON library, so that large traces stream out quickly.
//
//===----------------------------------------------------------------------===//

#include "ovl/runtime/CommandSchema.h"
#include "ovl/runtime/Report.h"

#include <cstdio>
#include <map>

using namespace ovl::rt;

std::string ovl::rt::commandName(const Plan &plan, const Program &program,
                                 const Command &c) {
  switch (c.kind) {
  case CommandKind::Gemm:
    return "gemm " + std::to_string(program.intArg(c, gemm::M)) + "x" +
           std::to_string(program.intArg(c, gemm::N)) + "x" +
           std::to_string(program.intArg(c, gemm::K));
  case CommandKind::Kernel:
    return kernelOpName(static_cast<KernelOp>(c.op));
  case CommandKind::Collective:
    return std::string(collectiveOpName(static_cast<CollectiveOp>(c.op))) +
           " [" + plan.groups[c.group].text + "]";
  case CommandKind::P2P:
    return std::string(static_cast<P2POp>(c.op) == P2POp::Send ? "send "
                                                              : "recv ") +
           plan.mesh.axisNames[plan.groups[c.group].axes[0]] + "=" +
           std::to_string(program.intArg(c, p2p::Peer));
  case CommandKind::Copy:
    return c.hostField == HostField::Tokens   ? "load tokens"
           : c.hostField == HostField::Labels ? "load labels"
                                              : "copy";
  case CommandKind::Record:
    return "record e" + std::to_string(program.intArg(c, event::Event));
  case CommandKind::Wait:
    return "wait e" + std::to_string(program.intArg(c, event::Event));
  }
  return "?";
}

static void writeEscaped(std::ostream &os, const std::string &text) {
  os << '"';
  for (char c : text) {
    if (c == '"' || c == '\\')
      os << '\\' << c;
    else if (static_cast<unsigned char>(c) < 0x20)
      os << ' ';
    else
      os << c;
  }
  os << '"';
}

static const char *categoryName(CommandCategory category) {
  switch (category) {
  case CommandCategory::Compute:
    return "compute";
  case CommandCategory::Communication:
    return "communication";
  case CommandCategory::Copy:
    return "copy";
  case CommandCategory::Sync:
    return "sync";
  }
  return "?";
}

void ovl::rt::writeChromeTrace(const Plan &plan, const RunResult &result,
                               std::ostream &os) {
  char number[64];
  auto fmt = [&](double v) {
    std::snprintf(number, sizeof number, "%.3f", v);
    return number;
  };
  os << "{\"displayTimeUnit\":\"ms\",\"otherData\":{\"backend\":";
  writeEscaped(os, result.backend);
  os << ",\"plan\":";
  writeEscaped(os, plan.path);
  os << "},\"traceEvents\":[\n";
  bool first = true;
  auto separator = [&] {
    if (!first)
      os << ",\n";
    first = false;
  };
  int numRanks = plan.mesh.numRanks();
  for (int r = 0; r < numRanks; ++r) {
    std::vector<int> coords = plan.mesh.coords(r);
    std::string name = "rank " + std::to_string(r) + " (";
    for (size_t a = 0; a < coords.size(); ++a)
      name += (a ? " " : "") + plan.mesh.axisNames[a] + "=" +
              std::to_string(coords[a]);
    name += ")";
    separator();
    os << "{\"ph\":\"M\",\"name\":\"process_name\",\"pid\":" << r
       << ",\"args\":{\"name\":";
    writeEscaped(os, name);
    os << "}}";
    separator();
    os << "{\"ph\":\"M\",\"name\":\"process_sort_index\",\"pid\":" << r
       << ",\"args\":{\"sort_index\":" << r << "}}";
    const Program &program = plan.programOf(r);
    for (const Stream &s : program.streams) {
      separator();
      os << "{\"ph\":\"M\",\"name\":\"thread_name\",\"pid\":" << r
         << ",\"tid\":" << s.id << ",\"args\":{\"name\":";
      writeEscaped(os, std::to_string(s.id) + " " + streamRoleName(s.role));
      os << "}}";
    }
  }
  // Where each event was recorded, per (rank, step, event), for the flows.
  std::map<std::tuple<int, int, int64_t>, std::pair<int, double>> records;
  for (const StreamTrace &trace : result.traces) {
    const Program &program = plan.programOf(trace.rank);
    const Stream &stream = program.streams[trace.stream];
    for (const CommandTiming &t : trace.timings) {
      const Command &c = stream.commands[t.command];
      if (c.kind == CommandKind::Record)
        records[{trace.rank, t.step, program.intArg(c, event::Event)}] = {trace.stream,
                                                               t.startUs};
    }
  }
  uint64_t flowId = 0;
  for (const StreamTrace &trace : result.traces) {
    const Program &program = plan.programOf(trace.rank);
    const Stream &stream = program.streams[trace.stream];
    for (const CommandTiming &t : trace.timings) {
      const Command &c = stream.commands[t.command];
      separator();
      std::string label = commandName(plan, program, c);
      if (!c.label.empty())
        label += " " + std::string(c.label);
      os << "{\"ph\":\"X\",\"pid\":" << trace.rank << ",\"tid\":"
         << trace.stream << ",\"ts\":" << fmt(t.startUs);
      os << ",\"dur\":" << fmt(t.endUs - t.startUs) << ",\"cat\":\""
         << categoryName(categoryOf(c.kind)) << "\",\"name\":";
      writeEscaped(os, label);
      os << ",\"args\":{\"step\":" << t.step + 1 << ",\"command\":"
         << t.command << ",\"plan_line\":" << c.line << ",\"estimate_us\":"
         << fmt(c.estUs);
      if (!c.loc.empty()) {
        os << ",\"loc\":";
        writeEscaped(os, std::string(c.loc));
      }
      os << "}}";
      if (c.kind != CommandKind::Wait)
        continue;
      auto it = records.find({trace.rank, t.step, program.intArg(c, event::Event)});
      if (it == records.end())
        continue;
      ++flowId;
      separator();
      os << "{\"ph\":\"s\",\"cat\":\"event\",\"name\":\"event\",\"id\":"
         << flowId << ",\"pid\":" << trace.rank << ",\"tid\":"
         << it->second.first << ",\"ts\":" << fmt(it->second.second) << "}";
      separator();
      os << "{\"ph\":\"f\",\"bp\":\"e\",\"cat\":\"event\",\"name\":\"event\","
            "\"id\":"
         << flowId << ",\"pid\":" << trace.rank << ",\"tid\":" << trace.stream
         << ",\"ts\":" << fmt(t.startUs) << "}";
    }
  }
  os << "\n]}\n";
}
