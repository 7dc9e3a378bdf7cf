// Host code compiled by the project's C++ compiler, linked with the HIP library.
#include "check.h"

bool runAddFlags();

int main() { return report("FindHIP", runAddFlags()); }
