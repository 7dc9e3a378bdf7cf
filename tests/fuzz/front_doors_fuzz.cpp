// libFuzzer target for the runtime's front doors that take bytes from
// outside (docs/sanitizer.md, "Fuzzing"): the first input byte picks the
// door, the rest is what goes through it.
//   0: hipModuleLoadData (a code object image, no size given)
//   1: __hipRegisterFatBinary (a clang wrapper pointing at the bytes as blob)
//   2: hipIpcOpenMemHandle / hipIpcOpenEventHandle (a handle from another process)
// Each must answer with a status, never crash; whatever opens is closed again.
#include <hip/hip_runtime_api.h>

#include <cstdint>
#include <cstring>
#include <vector>

extern "C" void** __hipRegisterFatBinary(const void* data);
extern "C" void __hipUnregisterFatBinary(void** modules);

namespace {

/// The layout clang gives the wrapper of -fcuda-include-gpubinary.
struct FatBinaryWrapper {
  int32_t magic;
  int32_t version;
  const void* data;
  void* unused;
};

void loadModule(const std::vector<uint8_t>& bytes) {
  hipModule_t module = nullptr;
  if (hipModuleLoadData(&module, bytes.data()) == hipSuccess) (void)hipModuleUnload(module);
}

void registerFatBinary(const std::vector<uint8_t>& bytes) {
  const FatBinaryWrapper wrapper{0x48495046, 1, bytes.data(), nullptr};  // "HIPF"
  if (void** handle = __hipRegisterFatBinary(&wrapper)) __hipUnregisterFatBinary(handle);
}

void openIpcHandles(const std::vector<uint8_t>& bytes) {
  hipIpcMemHandle_t memory{};
  std::memcpy(&memory, bytes.data(), std::min(bytes.size(), sizeof(memory)));
  void* pointer = nullptr;
  if (hipIpcOpenMemHandle(&pointer, memory, hipIpcMemLazyEnablePeerAccess) == hipSuccess)
    (void)hipIpcCloseMemHandle(pointer);
  hipIpcEventHandle_t event_handle{};
  std::memcpy(&event_handle, bytes.data(), std::min(bytes.size(), sizeof(event_handle)));
  hipEvent_t event = nullptr;
  if (hipIpcOpenEventHandle(&event, event_handle) == hipSuccess) (void)hipEventDestroy(event);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  // A copy padded with zeros: the doors read fixed-size headers, and the
  // image's own header says how much more (read through write(2)/process_vm_readv,
  // so reading past the input is not a crash but a rejection).
  std::vector<uint8_t> bytes(data + 1, data + size);
  bytes.resize(std::max<size_t>(bytes.size(), 256), 0);
  switch (data[0] % 3) {
    case 0: loadModule(bytes); break;
    case 1: registerFatBinary(bytes); break;
    default: openIpcHandles(bytes); break;
  }
  return 0;
}
