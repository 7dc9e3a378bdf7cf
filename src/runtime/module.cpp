#include "module.h"

#include <dlfcn.h>
#include <elf.h>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <mutex>
#include <unordered_set>

namespace openhip {
namespace {

#if defined(__x86_64__)
constexpr uint16_t kHostMachine = EM_X86_64;
#elif defined(__aarch64__)
constexpr uint16_t kHostMachine = EM_AARCH64;
#else
#error "unsupported host architecture"
#endif

// hipModuleLoadData gets no size; an in-memory image claiming more than this
// is taken for a damaged header (code objects are far smaller).
constexpr uint64_t kMaxInMemoryImage = uint64_t{256} << 20;

struct ModuleSet {
  std::mutex mutex;
  std::unordered_set<const ihipModule_t*> modules;
  std::unordered_set<const ihipModuleSymbol_t*> functions;
};

ModuleSet& moduleSet() {
  static ModuleSet* set = new ModuleSet();  // never destroyed: used by atexit code
  return *set;
}

bool within(uint64_t offset, uint64_t length, size_t size) {
  return offset <= size && length <= size - offset;
}

// A module's __device__/__constant__ variables are device memory for the
// copy and fill calls (as the program's own symbols are), while it is loaded.
void recordGlobals(const ihipModule_t* module, bool record) {
  AllocationRegistry& registry = Runtime::get().allocations();
  for (const OpenHipCpuTable* table : module->tables) {
    for (uint32_t i = 0; i < table->var_count; ++i) {
      const OpenHipDeviceVarEntry& var = table->vars[i];
      if (!var.address || var.size == 0) continue;
      if (!record) {
        registry.remove(var.address, {AllocationKind::Symbol});
        continue;
      }
      Allocation allocation;
      allocation.base = var.address;
      allocation.size = static_cast<size_t>(var.size);
      allocation.kind = AllocationKind::Symbol;
      allocation.backing = Backing::Foreign;
      registry.insert(allocation);
    }
  }
}

void closeModule(ihipModule_t* module) {
  if (module->handle) dlclose(module->handle);
  if (module->memfd >= 0) close(module->memfd);
  delete module;
}

// Opens `path` (already validated), finds its tables and builds the handles.
hipError_t openCodeObject(const std::string& path, int memfd, ihipModule_t** out) {
  auto* module = new ihipModule_t();
  module->memfd = memfd;
  module->handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!module->handle) {
    const char* reason = dlerror();
    OPENHIP_LOG(kLogError, "code object %s cannot be loaded: %s", path.c_str(),
                reason ? reason : "unknown reason");
    closeModule(module);
    return hipErrorInvalidImage;
  }
  auto tables_of = reinterpret_cast<OpenHipCodeObjectTablesFn>(
      dlsym(module->handle, OPENHIP_CODE_OBJECT_TABLES_SYMBOL));
  if (!tables_of) {
    OPENHIP_LOG(kLogError, "%s is a shared object but not an OpenHIP code object (hipcc --genco)",
                path.c_str());
    closeModule(module);
    return hipErrorInvalidKernelFile;
  }
  uint32_t count = 0;
  const OpenHipCpuTable* const* tables = tables_of(&count);
  for (uint32_t i = 0; i < count; ++i) {
    const OpenHipCpuTable* table = tables[i];
    if (!table || table->abi_version != OPENHIP_ABI_VERSION) {
      OPENHIP_LOG(kLogError,
                  "code object %s: kernel table of ABI version %u, this runtime speaks %u",
                  path.c_str(), table ? table->abi_version : 0u, OPENHIP_ABI_VERSION);
      closeModule(module);
      return hipErrorInvalidKernelFile;
    }
    module->tables.push_back(table);
    for (uint32_t k = 0; k < table->kernel_count; ++k) {
      const OpenHipKernelEntry& entry = table->kernels[k];
      if (!entry.name || !entry.block_fn) continue;
      auto function = std::make_unique<ihipModuleSymbol_t>();
      function->module = module;
      function->entry = &entry;
      function->warp_size = table->warp_size ? table->warp_size : 64;
      module->functions.push_back(std::move(function));
    }
  }
  recordGlobals(module, true);
  ModuleSet& set = moduleSet();
  std::lock_guard<std::mutex> lock(set.mutex);
  set.modules.insert(module);
  for (const auto& function : module->functions) set.functions.insert(function.get());
  *out = module;
  return hipSuccess;
}

}  // namespace

size_t elfImageSize(const void* image) {
  // Only the ELF header is read here: linkers put the section header table
  // last, so it gives the size. The caller copies that many bytes with
  // write(2), which fails cleanly on unmapped memory, and validates the copy.
  Elf64_Ehdr header;
  std::memcpy(&header, image, sizeof(header));
  if (std::memcmp(header.e_ident, ELFMAG, SELFMAG) != 0 || header.e_ident[EI_CLASS] != ELFCLASS64)
    return 0;
  const uint64_t end = std::max(header.e_shoff + uint64_t{header.e_shnum} * header.e_shentsize,
                                header.e_phoff + uint64_t{header.e_phnum} * header.e_phentsize);
  return end > kMaxInMemoryImage ? 0 : static_cast<size_t>(std::max<uint64_t>(end, sizeof(header)));
}

hipError_t validateCodeObjectImage(const void* image, size_t size) {
  Elf64_Ehdr header;
  if (size < sizeof(header)) return hipErrorInvalidImage;
  std::memcpy(&header, image, sizeof(header));
  if (std::memcmp(header.e_ident, ELFMAG, SELFMAG) != 0 || header.e_ident[EI_CLASS] != ELFCLASS64 ||
      header.e_ident[EI_DATA] != ELFDATA2LSB || header.e_machine != kHostMachine ||
      header.e_type != ET_DYN || header.e_ehsize != sizeof(Elf64_Ehdr) ||
      header.e_phentsize != sizeof(Elf64_Phdr) || header.e_phnum == 0)
    return hipErrorInvalidImage;
  if (!within(header.e_phoff, uint64_t{header.e_phnum} * sizeof(Elf64_Phdr), size))
    return hipErrorInvalidImage;
  if (header.e_shnum != 0 &&
      (header.e_shentsize != sizeof(Elf64_Shdr) ||
       !within(header.e_shoff, uint64_t{header.e_shnum} * sizeof(Elf64_Shdr), size)))
    return hipErrorInvalidImage;
  const auto* bytes = static_cast<const unsigned char*>(image);
  bool has_dynamic = false;
  for (unsigned i = 0; i < header.e_phnum; ++i) {
    Elf64_Phdr segment;
    std::memcpy(&segment, bytes + header.e_phoff + i * sizeof(Elf64_Phdr), sizeof(segment));
    if (segment.p_type == PT_DYNAMIC) has_dynamic = true;
    if ((segment.p_type == PT_LOAD || segment.p_type == PT_DYNAMIC) &&
        !within(segment.p_offset, segment.p_filesz, size))
      return hipErrorInvalidImage;
  }
  return has_dynamic ? hipSuccess : hipErrorInvalidImage;
}

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
  if (hipError_t e = loadModuleImage(bytes.data(), bytes.size(), module)) {
    OPENHIP_LOG(kLogError, "%s: not a code object for this machine (hipcc --genco)", path);
    return e;
  }
  return hipSuccess;
}

hipError_t loadModuleImage(const void* image, size_t size, ihipModule_t** module) {
  // Every load gets its own copy, as on a GPU: two loads of one code object
  // never share globals (dlopen of one path would return the same object).
  const int fd = memfd_create("openhip-code-object", MFD_CLOEXEC);
  if (fd < 0) return hipErrorOutOfMemory;
  const auto* bytes = static_cast<const char*>(image);
  for (size_t written = 0; written < size;) {
    const ssize_t n = write(fd, bytes + written, size - written);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      close(fd);
      return errno == EFAULT ? hipErrorInvalidImage : hipErrorOutOfMemory;
    }
    written += static_cast<size_t>(n);
  }
  // Validate the copy: the caller's buffer may be shorter than its header says.
  std::vector<char> copy(size);
  if (pread(fd, copy.data(), size, 0) != static_cast<ssize_t>(size)) {
    close(fd);
    return hipErrorInvalidImage;
  }
  if (hipError_t e = validateCodeObjectImage(copy.data(), copy.size())) {
    close(fd);
    return e;
  }
  return openCodeObject("/proc/self/fd/" + std::to_string(fd), fd, module);
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
  closeModule(module);
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
    if (std::strcmp(function->entry->name, name) == 0) return function.get();
  return nullptr;
}

bool findModuleGlobal(ihipModule_t* module, const char* name, void** address, size_t* size) {
  for (const OpenHipCpuTable* table : module->tables) {
    for (uint32_t i = 0; i < table->var_count; ++i) {
      const OpenHipDeviceVarEntry& var = table->vars[i];
      if (var.name && std::strcmp(var.name, name) == 0) {
        *address = var.address;
        *size = static_cast<size_t>(var.size);
        return true;
      }
    }
  }
  return false;
}

}  // namespace openhip
