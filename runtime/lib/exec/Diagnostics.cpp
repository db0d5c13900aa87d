//===- Diagnostics.cpp - Where a stream is, for error reports -------------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "ovl/runtime/Backend.h"

#include <sstream>

using namespace ovl::rt;

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
    os << " event " << program.intArg(c, 0);
  os << ", " << plan.path << ":" << c.line << ")";
  return os.str();
}
