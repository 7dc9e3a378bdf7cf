// hipinfo: lists every device the HIP runtime sees and its properties, like
// ROCm's hipInfo. Honours OPENHIP_CPU_DEVICES and HIP_VISIBLE_DEVICES.
#include <hip/hip_runtime_api.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "device_report.h"

namespace {

void printUsage(std::FILE* out) {
  std::fprintf(out,
               "Usage: hipinfo [--device N] [--help]\n"
               "Prints the properties of every HIP device (or only device N).\n"
               "Environment: OPENHIP_CPU_DEVICES=N virtual CPU devices, HIP_VISIBLE_DEVICES.\n");
}

int fail(const char* what, hipError_t err) {
  std::fprintf(stderr, "hipinfo: error: %s: %s (%s)\n", what, hipGetErrorString(err),
               hipGetErrorName(err));
  return 1;
}

/// Parses a non-negative decimal device ordinal; false on anything else.
bool parseOrdinal(const char* text, int* ordinal) {
  if (text == nullptr || *text == '\0')
    return false;
  char* end = nullptr;
  const long value = std::strtol(text, &end, 10);
  if (*end != '\0' || value < 0 || value > 1000000)
    return false;
  *ordinal = static_cast<int>(value);
  return true;
}

} // namespace

int main(int argc, char** argv) {
  int onlyDevice = -1;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--help" || arg == "-h") {
      printUsage(stdout);
      return 0;
    }
    if (arg == "--device" || arg == "-d") {
      if (i + 1 >= argc || !parseOrdinal(argv[i + 1], &onlyDevice)) {
        std::fprintf(stderr, "hipinfo: error: %s needs a device number\n", arg.c_str());
        return 2;
      }
      ++i;
      continue;
    }
    std::fprintf(stderr, "hipinfo: error: unknown option '%s'\n", arg.c_str());
    printUsage(stderr);
    return 2;
  }

  int count = 0;
  if (hipError_t err = hipGetDeviceCount(&count); err != hipSuccess) {
    return fail("cannot count devices", err);
  }
  if (hipError_t err = openhip::tools::printRuntimeReport(stdout, count); err != hipSuccess) {
    return fail("cannot read runtime versions", err);
  }
  if (onlyDevice >= count) {
    std::fprintf(stderr, "hipinfo: error: device %d does not exist (%d device%s)\n", onlyDevice,
                 count, count == 1 ? "" : "s");
    return 1;
  }
  for (int device = 0; device < count; ++device) {
    if (onlyDevice >= 0 && device != onlyDevice)
      continue;
    if (hipError_t err = openhip::tools::printDeviceReport(stdout, device); err != hipSuccess) {
      return fail(("cannot query device " + std::to_string(device)).c_str(), err);
    }
  }
  std::fprintf(stdout, "%s\n", std::string(80, '-').c_str());
  return 0;
}
