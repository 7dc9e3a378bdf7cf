// A process for hip-smi's tests to look at (driven by smi_test.py).
//   smi_target hold READY_FILE MIB [spin]  allocates MIB MiB on device 0 and
//       1 MiB of pinned memory, with "spin" also runs a kernel that spins,
//       writes its pid to READY_FILE once all that is in place, then waits
//       (at most 120 s, so a failed test leaves no process behind)
//   smi_target exit MIB                     allocates, frees and exits normally
// The kernel is a hand-written block function registered the way hipcc's
// generated code registers kernels (as tests/unit/test_kernels.h does), so
// no compiled device code is needed.
#include <hip/hip_registration.h>
#include <hip/hip_runtime_api.h>

#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

#include "openhip/abi.h"

namespace {

constexpr auto kMaxLifetime = std::chrono::seconds(120);
std::atomic<bool> g_kernel_started{false};

/// smiSpin(const int*): block 0 spins until the process's lifetime is over.
void spinBlock(void**, const OpenHipLaunchCtx* ctx) {
  if (ctx->block_idx[0] != 0) return;
  g_kernel_started.store(true);
  const auto end = std::chrono::steady_clock::now() + kMaxLifetime;
  while (std::chrono::steady_clock::now() < end) {
  }
}

const uint32_t kPointerSize[] = {8};
const OpenHipKernelEntry kEntries[] = {
    {"_Z7smiSpinPKi", spinBlock, 0, 0, 0, 0, 1, kPointerSize, kPointerSize},
};
char spin_stub;  // the host stub's address names the kernel
const char* const kTableId = "openhip-smi-target";

struct FatBinaryWrapper {
  int magic;
  int version;
  const void* data;
  void* unused;
};

void registerKernels() {
  static std::vector<char> blob(sizeof(OpenHipFatBinaryHeader) + std::strlen(kTableId));
  OpenHipFatBinaryHeader header;
  std::memcpy(header.magic, OPENHIP_FATBIN_MAGIC, 8);
  header.version = OPENHIP_ABI_VERSION;
  header.id_size = static_cast<uint32_t>(std::strlen(kTableId));
  std::memcpy(blob.data(), &header, sizeof header);
  std::memcpy(blob.data() + sizeof header, kTableId, header.id_size);
  static FatBinaryWrapper wrapper{0x48495046, 1, blob.data(), nullptr};
  void** handle = __hipRegisterFatBinary(&wrapper);
  __hipRegisterFunction(handle, &spin_stub, const_cast<char*>(kEntries[0].name), kEntries[0].name, ~0u,
                        nullptr, nullptr, nullptr, nullptr, nullptr);
  static const OpenHipCpuTable table{OPENHIP_ABI_VERSION, 64, kTableId, 1, 0, kEntries, nullptr, nullptr, 0};
  __openhip_register_cpu_table(&table);
}

int check(hipError_t err, const char* what) {
  if (err == hipSuccess) return 0;
  std::fprintf(stderr, "smi_target: %s: %s\n", what, hipGetErrorName(err));
  std::exit(1);
}

void writeReadyFile(const std::string& path) {
  const std::string temporary = path + ".tmp";
  std::FILE* out = std::fopen(temporary.c_str(), "w");
  if (!out) std::exit(1);
  std::fprintf(out, "%d\n", static_cast<int>(getpid()));
  std::fclose(out);
  std::rename(temporary.c_str(), path.c_str());  // the reader sees the whole line or nothing
}

int hold(const std::string& ready_file, size_t mib, bool spin) {
  void* device = nullptr;
  void* pinned = nullptr;
  check(hipMalloc(&device, mib << 20), "hipMalloc");
  check(hipHostMalloc(&pinned, 1 << 20, 0), "hipHostMalloc");
  if (spin) {
    registerKernels();
    int* arg = static_cast<int*>(device);
    void* args[] = {&arg};
    check(hipLaunchKernel(&spin_stub, dim3(1), dim3(1), args, 0, nullptr), "hipLaunchKernel");
    while (!g_kernel_started.load()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  writeReadyFile(ready_file);
  std::this_thread::sleep_for(kMaxLifetime);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string mode = argc > 1 ? argv[1] : "";
  if (mode == "hold" && (argc == 4 || argc == 5))
    return hold(argv[2], std::strtoul(argv[3], nullptr, 10), argc == 5 && std::string(argv[4]) == "spin");
  if (mode == "exit" && argc == 3) {
    void* device = nullptr;
    check(hipMalloc(&device, std::strtoul(argv[2], nullptr, 10) << 20), "hipMalloc");
    check(hipFree(device), "hipFree");
    std::printf("%d\n", static_cast<int>(getpid()));
    return 0;
  }
  std::fprintf(stderr, "usage: smi_target hold READY_FILE MIB [spin] | smi_target exit MIB\n");
  return 2;
}
