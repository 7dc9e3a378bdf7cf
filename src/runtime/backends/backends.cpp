// The backends compiled into the runtime, in the order their devices are
// numbered. OPENHIP_BACKEND=discrete selects the test backend instead of the
// CPU backend (docs/backends.md).
#include <cstdlib>
#include <cstring>

#include "backend.h"
#include "cpu/cpu_backend.h"
#include "discrete/discrete_backend.h"
#include "environment.h"

namespace openhip {

std::vector<std::unique_ptr<Backend>> createBackends() {
  std::vector<std::unique_ptr<Backend>> backends;
  const char* choice = std::getenv("OPENHIP_BACKEND");
  if (choice && std::strcmp(choice, "discrete") == 0) {
    backends.push_back(std::make_unique<discrete::DiscreteBackend>());
  } else {
    if (choice && *choice && std::strcmp(choice, "cpu") != 0)
      warnAboutVariable("OPENHIP_BACKEND", choice, "not a backend (cpu, discrete); using cpu");
    backends.push_back(std::make_unique<cpu::CpuBackend>());
  }
  return backends;
}

}  // namespace openhip
