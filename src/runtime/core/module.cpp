#include "module.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <mutex>
#include <unordered_set>

namespace openhip {
namespace {

struct ModuleSet {
  std::mutex mutex;
  std::unordered_set<const ihipModule_t*> modules;
  std::unordered_set<const ihipModuleSymbol_t*> functions;
};

ModuleSet& moduleSet() {
  static ModuleSet* set = new ModuleSet();  // never destroyed: used by atexit code
  return *set;
}

// A module's __device__/__constant__ variables are device memory for the
// copy and fill calls (as the program's own symbols are), while it is loaded.
void recordGlobals(const ihipModule_t* module, bool record) {
  AllocationRegistry& registry = Runtime::get().allocations();
  for (const CodeObject::Variable& var : module->code->variables()) {
    if (!var.address || var.size == 0) continue;
    if (!record) {
      registry.remove(var.address, {AllocationKind::Symbol});
      continue;
    }
    Allocation allocation;
    allocation.base = var.address;
    allocation.size = var.size;
    allocation.kind = AllocationKind::Symbol;
    allocation.backing = Backing::Foreign;
    registry.insert(allocation);
  }
}

}  // namespace

hipError_t loadModuleFile(const char* path, ihipModule_t** module) {
  // POSIX calls, not streams: no exception may leave the C API (a folder
  // makes std::ifstream throw on read).
  const int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return hipErrorFileNotFound;
  struct stat info;
  if (fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) {
    close(fd);
    return hipErrorFileNotFound;
  }
  std::vector<char> bytes(static_cast<size_t>(info.st_size));
  size_t done = 0;
  while (done < bytes.size()) {
    const ssize_t n = read(fd, bytes.data() + done, bytes.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    done += static_cast<size_t>(n);
  }
  close(fd);
  bytes.resize(done);
  if (bytes.empty()) return hipErrorInvalidImage;
  if (hipError_t e = loadModuleImage(bytes.data(), bytes.size(), module)) {
    OPENHIP_LOG(kLogError, "%s: not a code object for this machine (hipcc --genco)", path);
    return e;
  }
  return hipSuccess;
}

hipError_t loadModuleImage(const void* image, size_t size, ihipModule_t** out) {
  Device* device = currentDevice();
  if (!device) return hipErrorNoDevice;
  hipError_t error = hipSuccess;
  std::unique_ptr<CodeObject> code = device->backend().loadCodeObject(image, size, &error);
  if (!code) return error != hipSuccess ? error : hipErrorInvalidImage;
  auto* module = new ihipModule_t();
  module->code = std::move(code);
  for (const Kernel& kernel : module->code->kernels()) {
    auto function = std::make_unique<ihipModuleSymbol_t>();
    function->module = module;
    function->kernel = &kernel;
    module->functions.push_back(std::move(function));
  }
  recordGlobals(module, true);
  ModuleSet& set = moduleSet();
  std::lock_guard<std::mutex> lock(set.mutex);
  set.modules.insert(module);
  for (const auto& function : module->functions) set.functions.insert(function.get());
  *out = module;
  return hipSuccess;
}

bool unloadModule(ihipModule_t* module) {
  {
    ModuleSet& set = moduleSet();
    std::lock_guard<std::mutex> lock(set.mutex);
    if (!set.modules.erase(module)) return false;
    for (const auto& function : module->functions) set.functions.erase(function.get());
  }
  // Queued launches may still run the module's code.
  Runtime& runtime = Runtime::get();
  for (int d = 0; d < runtime.deviceCount(); ++d) runtime.device(d)->synchronize();
  recordGlobals(module, false);
  delete module;
  return true;
}

bool isLiveModule(const ihipModule_t* module) {
  ModuleSet& set = moduleSet();
  std::lock_guard<std::mutex> lock(set.mutex);
  return set.modules.count(module) != 0;
}

bool isLiveFunction(const ihipModuleSymbol_t* function) {
  ModuleSet& set = moduleSet();
  std::lock_guard<std::mutex> lock(set.mutex);
  return set.functions.count(function) != 0;
}

ihipModuleSymbol_t* findModuleFunction(ihipModule_t* module, const char* name) {
  for (const auto& function : module->functions)
    if (std::strcmp(function->kernel->name, name) == 0) return function.get();
  return nullptr;
}

bool findModuleGlobal(ihipModule_t* module, const char* name, void** address, size_t* size) {
  for (const CodeObject::Variable& var : module->code->variables()) {
    if (var.name == name) {
      *address = var.address;
      *size = var.size;
      return true;
    }
  }
  return false;
}

}  // namespace openhip
