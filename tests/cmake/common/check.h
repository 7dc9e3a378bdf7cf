// Shared by the CMake test projects: a kernel result check that prints
// PASS/FAIL and sets the exit status.
#pragma once
#include <cstdio>

inline int report(const char* what, bool ok) {
  std::printf("%s: %s\n", what, ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
