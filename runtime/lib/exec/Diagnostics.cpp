//===- Diagnostics.cpp - Where commands run and where streams stand ------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/runtime/Backend.h"
#include "ovl/runtime/CommandSchema.h"

#include <sstream>

using namespace ovl::rt;

void ovl::rt::checkWorkerThreads(const Plan &plan,
                                 const std::vector<int> &localRanks,
                                 const std::string &backend) {
  size_t threads = 0;
  for (int r : localRanks)
    threads += plan.programOf(r).streams.size();
  if (threads > kMaxWorkerThreads)
    throw RunError(backend + " backend: " + plan.path + ": the plan needs " +
                   std::to_string(threads) + " threads (one per stream of " +
                   std::to_string(localRanks.size()) +
                   " ranks), more than the " + backend + " backend's " +
                   std::to_string(kMaxWorkerThreads) +
                   " (the sim backend times a mesh this large)");
}

std::string ovl::rt::describeThreadStartFailure(const std::string &backend,
                                                int rank, size_t stream,
                                                size_t started,
                                                const std::exception &why) {
  return backend + " backend: cannot start the thread of rank " +
         std::to_string(rank) + "'s stream " + std::to_string(stream) + " (" +
         std::to_string(started) + " started): " + why.what();
}

std::string ovl::rt::describeStreamPosition(const Plan &plan, int rank,
                                            int stream, long index, int peer) {
  const Program &program = plan.programOf(rank);
  const Stream &s = program.streams[stream];
  std::ostringstream os;
  os << "rank " << rank << " stream " << stream << " ("
     << streamRoleName(s.role) << ")";
  if (index < 0 || index >= static_cast<long>(s.commands.size()))
    return os.str() + " before its first command";
  const Command &c = s.commands[index];
  os << " at command " << index << " (" << commandKindName(c.kind);
  if (c.kind == CommandKind::P2P)
    os << (static_cast<P2POp>(c.op) == P2POp::Send ? " send to rank "
                                                   : " recv from rank ")
       << peer;
  if (c.kind == CommandKind::Collective)
    os << " " << collectiveOpName(static_cast<CollectiveOp>(c.op)) << " over ["
       << plan.groups[c.group].text << "]";
  if (c.kind == CommandKind::Wait)
    os << " event " << program.intArg(c, event::Event);
  if (c.kind == CommandKind::Kernel)
    os << " " << kernelOpName(static_cast<KernelOp>(c.op));
  if (!c.label.empty())
    os << " '" << c.label << "'";
  os << ", " << plan.path << ":" << c.line;
  if (!c.loc.empty())
    os << ", from " << c.loc;
  os << ")";
  return os.str();
}

CommandPlacement ovl::rt::placeCommand(const Plan &plan, int rank,
                                       const Program &program,
                                       const Command &command) {
  CommandPlacement placement;
  if (command.group < 0)
    return placement;
  const Group &group = plan.groups[command.group];
  if (command.kind == CommandKind::P2P) {
    std::vector<int> peer = plan.mesh.coords(rank);
    peer[group.axes[0]] = static_cast<int>(program.intArg(command, p2p::Peer));
    placement.peer = plan.mesh.rankOf(peer);
    return placement;
  }
  placement.members =
      plan.mesh.groupMembers(rank, group.axes, &placement.memberIndex);
  return placement;
}

std::string ovl::rt::listUnfinishedStreams(
    const Plan &plan, const std::function<long(int, int)> &position,
    const std::function<std::string(int, int, long)> &describe) {
  std::ostringstream os;
  int listed = 0;
  for (int rank = 0; rank < plan.mesh.numRanks(); ++rank) {
    const Program &program = plan.programOf(rank);
    for (size_t s = 0; s < program.streams.size(); ++s) {
      int stream = static_cast<int>(s);
      long at = position(rank, stream);
      if (at >= static_cast<long>(program.streams[s].commands.size()))
        continue;
      if (listed++ < 16)
        os << "\n  " << describe(rank, stream, at);
    }
  }
  if (listed > 16)
    os << "\n  ... and " << listed - 16 << " more streams";
  return os.str();
}
