//===- Findings.cpp - How the fuzz targets report a broken contract -------===//
//
// Part of the Ovl project.
//
//===----------------------------------------------------------------------===//

#include "Findings.h"

#include <cstdio>
#include <cstdlib>

void ovl::fuzz::finding(const std::string &what) {
  std::fprintf(stderr, "finding: %s\n", what.c_str());
  std::abort();
}

void ovl::fuzz::requireNamed(const char *message, const std::string &name,
                             const char *kind) {
  if (std::string(message).rfind(name, 0) != 0)
    finding(std::string("a ") + kind + " error that does not name the " +
            kind + ": " + message);
}
