//===- TestPlans.h - Plans the runtime tests build -------------*- C++ -*-===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#ifndef OVL_RUNTIME_TEST_TESTPLANS_H
#define OVL_RUNTIME_TEST_TESTPLANS_H

#include <sstream>
#include <string>

namespace ovl::rt::test {

/// A synthetic pipeline in GPipe order (all forwards, then all unsplit
/// backwards: B, W, then the gradient send), as `ovl-gen pipeline` writes
/// it, with declared kernel and P2P durations in microseconds.
inline std::string gpipePlan(int stages, int microbatches, double f, double b,
                             double w, double p2p) {
  std::ostringstream os;
  os << "ovl-plan 3\nmesh pp=" << stages << ":pipeline\npipeline axis=pp\n";
  for (int s = 0; s < stages; ++s) {
    std::ostringstream body;
    int count = 0;
    auto line = [&](const std::string &text) {
      body << text << "\n";
      ++count;
    };
    for (int mb = 0; mb < microbatches; ++mb) {
      if (s > 0)
        line("p2p op=recv axis=pp peer=" + std::to_string(s - 1) +
             " buffer=t@0+64 fixed_us=" + std::to_string(p2p));
      line("kernel op=opaque outs=t@0+64 fixed_us=" + std::to_string(f) +
           " label=F" + std::to_string(mb));
      if (s < stages - 1)
        line("p2p op=send axis=pp peer=" + std::to_string(s + 1) +
             " buffer=t@0+64 fixed_us=" + std::to_string(p2p));
    }
    for (int mb = 0; mb < microbatches; ++mb) {
      if (s < stages - 1)
        line("p2p op=recv axis=pp peer=" + std::to_string(s + 1) +
             " buffer=t@64+64 fixed_us=" + std::to_string(p2p));
      line("kernel op=opaque outs=t@128+64 fixed_us=" + std::to_string(b) +
           " label=B" + std::to_string(mb));
      line("kernel op=opaque outs=t@192+64 fixed_us=" + std::to_string(w) +
           " label=W" + std::to_string(mb));
      if (s > 0)
        line("p2p op=send axis=pp peer=" + std::to_string(s - 1) +
             " buffer=t@128+64 fixed_us=" + std::to_string(p2p));
    }
    os << "program stage=" << s
       << " transient=256 persistent=0 events=0 streams=1\n"
       << "stream id=0 role=compute commands=" << count << "\n"
       << body.str() << "end\n";
  }
  return os.str();
}

/// Both stages receive before they send: rendezvous P2P never completes.
inline const char *kDeadlockPlan = R"(ovl-plan 3
mesh pp=2:pipeline
pipeline axis=pp
program stage=0 transient=64 persistent=0 events=0 streams=1
stream id=0 role=compute commands=2
p2p op=recv axis=pp peer=1 buffer=t@0+64
p2p op=send axis=pp peer=1 buffer=t@0+64
end
program stage=1 transient=64 persistent=0 events=0 streams=1
stream id=0 role=compute commands=2
p2p op=recv axis=pp peer=0 buffer=t@0+64
p2p op=send axis=pp peer=0 buffer=t@0+64
end
)";

} // namespace ovl::rt::test

#endif // OVL_RUNTIME_TEST_TESTPLANS_H
