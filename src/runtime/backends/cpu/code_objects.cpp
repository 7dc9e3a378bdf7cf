#include "code_objects.h"

#include <dlfcn.h>
#include <elf.h>
#include <fcntl.h>
#include <spawn.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <string>
#include <tuple>
#include <vector>

#include "code_tables.h"
#include "log.h"

namespace openhip::cpu {
namespace {

#if defined(__x86_64__)
constexpr uint16_t kHostMachine = EM_X86_64;
constexpr uint32_t kRelativeRelocation = R_X86_64_RELATIVE;
#elif defined(__aarch64__)
constexpr uint16_t kHostMachine = EM_AARCH64;
constexpr uint32_t kRelativeRelocation = R_AARCH64_RELATIVE;
#else
#error "unsupported host architecture"
#endif

// hipModuleLoadData gets no size; an in-memory image claiming more than this
// is taken for a damaged header (code objects are far smaller).
constexpr uint64_t kMaxInMemoryImage = uint64_t{256} << 20;

bool within(uint64_t offset, uint64_t length, size_t size) {
  return offset <= size && length <= size - offset;
}

/// A dlopen'ed code object: its kernels and variables, from its tables.
class SharedObjectCode final : public CodeObject {
 public:
  SharedObjectCode(void* handle, int memfd) : handle_(handle), memfd_(memfd) {}
  ~SharedObjectCode() override {
    if (handle_) dlclose(handle_);
    if (memfd_ >= 0) close(memfd_);
  }
  const std::vector<Kernel>& kernels() const override { return kernels_; }
  const std::vector<Variable>& variables() const override { return variables_; }

  /// Reads the tables; hipErrorInvalidKernelFile if it is not our code object.
  hipError_t readTables(const std::string& path) {
    auto tables_of = reinterpret_cast<OpenHipCodeObjectTablesFn>(
        dlsym(handle_, OPENHIP_CODE_OBJECT_TABLES_SYMBOL));
    if (!tables_of) {
      OPENHIP_LOG(kLogError, "%s is a shared object but not an OpenHIP code object (hipcc --genco)",
                  path.c_str());
      return hipErrorInvalidKernelFile;
    }
    uint32_t count = 0;
    const OpenHipCpuTable* const* tables = tables_of(&count);
    // Each source's tables, one per CPU target it was compiled for.
    std::vector<std::pair<std::string, std::vector<const OpenHipCpuTable*>>> units;
    for (uint32_t i = 0; i < count; ++i) {
      const OpenHipCpuTable* table = tables[i];
      if (!table || table->abi_version != OPENHIP_ABI_VERSION || !table->id) {
        OPENHIP_LOG(kLogError,
                    "code object %s: kernel table of ABI version %u, this runtime speaks %u",
                    path.c_str(), table ? table->abi_version : 0u, OPENHIP_ABI_VERSION);
        return hipErrorInvalidKernelFile;
      }
      auto unit = std::find_if(units.begin(), units.end(),
                               [&](const auto& u) { return u.first == table->id; });
      if (unit == units.end()) unit = units.insert(units.end(), {table->id, {}});
      unit->second.push_back(table);
    }
    const uint64_t host_features = hostFeatures();
    const std::string& forced = forcedTarget();
    for (const auto& [id, candidates] : units) {
      const OpenHipCpuTable* table = chooseTable(candidates, host_features, forced);
      if (!table) {
        logMessage(kLogError, "code object %s: %s", path.c_str(),
                   describeChoice(candidates, nullptr, host_features, forced).c_str());
        return hipErrorNoBinaryForGpu;
      }
      for (uint32_t k = 0; k < table->kernel_count; ++k) {
        const OpenHipKernelEntry& entry = table->kernels[k];
        if (entry.name && entry.block_fn) kernels_.push_back(describeKernel(entry, table->warp_size));
      }
      for (uint32_t v = 0; v < table->var_count; ++v) {
        const OpenHipDeviceVarEntry& var = table->vars[v];
        if (var.name) variables_.push_back(Variable{var.name, var.address, static_cast<size_t>(var.size)});
      }
    }
    return hipSuccess;
  }

 private:
  void* handle_;
  int memfd_;
  std::vector<Kernel> kernels_;
  std::vector<Variable> variables_;
};

/// The dynamic symbols as the section headers describe them: how many, and
/// where the table starts (0 symbols when there is no SHT_DYNSYM section).
struct DynamicSymbols {
  uint64_t address = 0, count = 0;
};

DynamicSymbols dynamicSymbolsOf(const unsigned char* bytes, const Elf64_Ehdr& header) {
  for (unsigned i = 0; i < header.e_shnum; ++i) {
    Elf64_Shdr section;
    std::memcpy(&section, bytes + header.e_shoff + i * sizeof(Elf64_Shdr), sizeof(section));
    if (section.sh_type == SHT_DYNSYM && section.sh_entsize == sizeof(Elf64_Sym))
      return {section.sh_addr, section.sh_size / sizeof(Elf64_Sym)};
  }
  return {};
}

/// The dynamic loader writes each relocation at load address + r_offset
/// before anything else can check it, and the helper process's layout is not
/// the program's: a relocation must land in a writable segment of the image
/// itself, and the symbol it names (and that symbol's name) must lie in the
/// image too: the loader reads symtab[index] for any index, and the names of
/// needed libraries at any string-table offset. Only RELA tables (x86-64 and
/// AArch64 use them) are accepted.
bool relocationsStayInImage(const unsigned char* bytes, size_t size, const Elf64_Phdr& dynamic,
                            const std::vector<Elf64_Phdr>& loads, const DynamicSymbols& symbols) {
  auto fileOffset = [&](uint64_t address, uint64_t length, uint64_t* offset) {
    for (const Elf64_Phdr& load : loads)
      if (address >= load.p_vaddr && length <= load.p_filesz && address - load.p_vaddr <= load.p_filesz - length) {
        *offset = load.p_offset + (address - load.p_vaddr);
        return within(*offset, length, size);
      }
    return false;
  };
  auto writable = [&](uint64_t address) {
    for (const Elf64_Phdr& load : loads)
      if ((load.p_flags & PF_W) && address >= load.p_vaddr && load.p_memsz >= 8 &&
          address - load.p_vaddr <= load.p_memsz - 8)
        return true;
    return false;
  };
  uint64_t rela = 0, rela_size = 0, plt = 0, plt_size = 0, symtab = 0, strtab = 0, strsz = 0, versym = 0;
  bool has_rela = false, has_plt = false;
  std::vector<uint64_t> names;  // string-table offsets the loader reads: needed libraries, soname, paths
  std::vector<uint64_t> entryPoints;  // DT_INIT, DT_FINI: the loader calls them
  uint64_t tables[3] = {}, tableSizes[3] = {};  // init, fini, preinit arrays: the loader calls every entry
  for (uint64_t at = 0; at + sizeof(Elf64_Dyn) <= dynamic.p_filesz; at += sizeof(Elf64_Dyn)) {
    Elf64_Dyn entry;
    std::memcpy(&entry, bytes + dynamic.p_offset + at, sizeof(entry));
    if (entry.d_tag == DT_NULL) break;
    switch (entry.d_tag) {
      case DT_RELA: rela = entry.d_un.d_ptr, has_rela = true; break;
      case DT_RELASZ: rela_size = entry.d_un.d_val; break;
      case DT_JMPREL: plt = entry.d_un.d_ptr, has_plt = true; break;
      case DT_PLTRELSZ: plt_size = entry.d_un.d_val; break;
      case DT_PLTREL: if (entry.d_un.d_val != DT_RELA) return false; break;
      case DT_RELAENT: if (entry.d_un.d_val != sizeof(Elf64_Rela)) return false; break;
      case DT_REL: case DT_TEXTREL: case 36 /* DT_RELR */: return false;
      case DT_SYMTAB: symtab = entry.d_un.d_ptr; break;
      case DT_SYMENT: if (entry.d_un.d_val != sizeof(Elf64_Sym)) return false; break;
      case DT_STRTAB: strtab = entry.d_un.d_ptr; break;
      case DT_STRSZ: strsz = entry.d_un.d_val; break;
      case DT_VERSYM: versym = entry.d_un.d_ptr; break;
      case DT_NEEDED: case DT_SONAME: case DT_RPATH: case DT_RUNPATH: names.push_back(entry.d_un.d_val); break;
      case DT_INIT: case DT_FINI: entryPoints.push_back(entry.d_un.d_ptr); break;
      case DT_INIT_ARRAY: tables[0] = entry.d_un.d_ptr; break;
      case DT_FINI_ARRAY: tables[1] = entry.d_un.d_ptr; break;
      case DT_PREINIT_ARRAY: tables[2] = entry.d_un.d_ptr; break;
      case DT_INIT_ARRAYSZ: tableSizes[0] = entry.d_un.d_val; break;
      case DT_FINI_ARRAYSZ: tableSizes[1] = entry.d_un.d_val; break;
      case DT_PREINIT_ARRAYSZ: tableSizes[2] = entry.d_un.d_val; break;
      default: break;
    }
  }
  // Every name the loader may read, and every symbol (with its name).
  uint64_t symbolsOffset = 0, stringsOffset = 0, versionsOffset = 0;
  if ((symbols.count > 0 || !names.empty()) && (strsz == 0 || !fileOffset(strtab, strsz, &stringsOffset)))
    return false;
  auto isName = [&](uint64_t name) {
    return name < strsz && std::memchr(bytes + stringsOffset + name, '\0', strsz - name) != nullptr;
  };
  for (uint64_t name : names)
    if (!isName(name)) return false;
  if (symbols.count > 0) {
    if (symtab != symbols.address || symbols.count > size / sizeof(Elf64_Sym) ||
        !fileOffset(symtab, symbols.count * sizeof(Elf64_Sym), &symbolsOffset) ||
        (versym != 0 && !fileOffset(versym, symbols.count * sizeof(Elf64_Half), &versionsOffset)))
      return false;
    for (uint64_t i = 0; i < symbols.count; ++i) {
      Elf64_Sym symbol;
      std::memcpy(&symbol, bytes + symbolsOffset + i * sizeof(Elf64_Sym), sizeof(symbol));
      if (!isName(symbol.st_name)) return false;
    }
  }
  auto executable = [&](uint64_t address) {
    for (const Elf64_Phdr& load : loads)
      if ((load.p_flags & PF_X) && address >= load.p_vaddr && address - load.p_vaddr < load.p_memsz) return true;
    return false;
  };
  for (uint64_t entryPoint : entryPoints)
    if (!executable(entryPoint)) return false;
  // Every entry of the init and fini arrays is set by relative relocations
  // to code of the image, and by nothing else (the loader calls them at load
  // and at unload).
  for (int table = 0; table < 3; ++table)
    if (tableSizes[table] % sizeof(uint64_t) != 0 || tables[table] + tableSizes[table] < tables[table]) return false;
  // -1: the 8 bytes at `address` touch no table; 1: exactly one entry; 0: part of one.
  auto entryAt = [&](uint64_t address) {
    for (int table = 0; table < 3; ++table)
      if (address < tables[table] + tableSizes[table] && address + sizeof(uint64_t) > tables[table])
        return address >= tables[table] && (address - tables[table]) % sizeof(uint64_t) == 0 ? 1 : 0;
    return -1;
  };
  std::vector<uint64_t> calledEntries;
  for (auto [present, address, length] : {std::tuple{has_rela, rela, rela_size}, std::tuple{has_plt, plt, plt_size}}) {
    if (!present || length == 0) continue;
    uint64_t offset = 0;
    if (length % sizeof(Elf64_Rela) != 0 || !fileOffset(address, length, &offset)) return false;
    for (uint64_t i = 0; i < length; i += sizeof(Elf64_Rela)) {
      Elf64_Rela relocation;
      std::memcpy(&relocation, bytes + offset + i, sizeof(relocation));
      if (!writable(relocation.r_offset) || ELF64_R_SYM(relocation.r_info) >= std::max<uint64_t>(symbols.count, 1))
        return false;
      const int entry = entryAt(relocation.r_offset);
      if (entry < 0) continue;
      if (entry == 0 || ELF64_R_TYPE(relocation.r_info) != kRelativeRelocation || relocation.r_addend < 0 ||
          !executable(static_cast<uint64_t>(relocation.r_addend)))
        return false;
      calledEntries.push_back(relocation.r_offset);
    }
  }
  for (int table = 0; table < 3; ++table)
    for (uint64_t entry = tables[table]; entry < tables[table] + tableSizes[table]; entry += sizeof(uint64_t))
      if (std::find(calledEntries.begin(), calledEntries.end(), entry) == calledEntries.end()) return false;
  return true;
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
  std::vector<Elf64_Phdr> loads;
  Elf64_Phdr dynamic{};
  bool has_dynamic = false;
  for (unsigned i = 0; i < header.e_phnum; ++i) {
    Elf64_Phdr segment;
    std::memcpy(&segment, bytes + header.e_phoff + i * sizeof(Elf64_Phdr), sizeof(segment));
    if (segment.p_type == PT_DYNAMIC) has_dynamic = true, dynamic = segment;
    if (segment.p_type == PT_LOAD) loads.push_back(segment);
    if ((segment.p_type == PT_LOAD || segment.p_type == PT_DYNAMIC) &&
        !within(segment.p_offset, segment.p_filesz, size))
      return hipErrorInvalidImage;
  }
  if (!has_dynamic || !relocationsStayInImage(bytes, size, dynamic, loads, dynamicSymbolsOf(bytes, header)))
    return hipErrorInvalidImage;
  return hipSuccess;
}

namespace {

/// Appends bytes [from, to) of the caller's image to `fd` with write(2),
/// which fails with EFAULT on memory that is not readable instead of faulting.
hipError_t copyIntoFile(int fd, const char* bytes, size_t from, size_t to) {
  for (size_t written = from; written < to;) {
    const ssize_t n = write(fd, bytes + written, to - written);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return errno == EFAULT ? hipErrorInvalidImage : hipErrorOutOfMemory;
    written += static_cast<size_t>(n);
  }
  return hipSuccess;
}


/// Loads the image in openhip-code-object-check (code_object_check.cpp), a
/// process of its own next to libopenhip: the dynamic loader trusts an
/// image's relocations and runs its constructors, so a damaged image must
/// crash that process, not the program. Without the helper (a bare copy of
/// the library) the image is loaded unchecked, said once at log level 1.
bool loadsInAnotherProcess(int fd) {
  static const std::string library = [] {
    Dl_info info{};
    return dladdr(reinterpret_cast<void*>(&elfImageSize), &info) && info.dli_fname ? std::string(info.dli_fname)
                                                                                     : std::string();
  }();
  const std::string helper = library.substr(0, library.rfind('/') + 1) + "openhip-code-object-check";
  if (library.empty() || access(helper.c_str(), X_OK) != 0) {
    static bool said = false;
    if (!said) OPENHIP_LOG(kLogError, "%s not found: code objects are loaded unchecked", helper.c_str());
    said = true;
    return true;
  }
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, fd, 3);
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
  char* argv[] = {const_cast<char*>(helper.c_str()), const_cast<char*>(library.c_str()), nullptr};
  char* envp[] = {nullptr};
  pid_t pid = -1;
  const int spawned = posix_spawn(&pid, helper.c_str(), &actions, nullptr, argv, envp);
  posix_spawn_file_actions_destroy(&actions);
  if (spawned != 0) return true;  // no process to spare: as without the helper
  // A damaged image may also loop in its constructors: 10 s (a good one
  // takes milliseconds), then the process is killed and the image refused.
  int status = 0;
  for (int waited_ms = 0;; ++waited_ms) {
    const pid_t done = waitpid(pid, &status, WNOHANG);
    if (done == pid || (done < 0 && errno != EINTR)) break;
    if (waited_ms == 10000) {
      kill(pid, SIGKILL);
      while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
      }
      OPENHIP_LOG(kLogError, "code object rejected: loading it in a separate process did not finish in 10 s");
      return false;
    }
    usleep(1000);
  }
  if (WIFEXITED(status) && WEXITSTATUS(status) == 0) return true;
  OPENHIP_LOG(kLogError, "code object rejected: loading it in a separate process %s %d",
              WIFSIGNALED(status) ? "died of signal" : "failed with status",
              WIFSIGNALED(status) ? WTERMSIG(status) : WEXITSTATUS(status));
  return false;
}

}  // namespace

std::unique_ptr<CodeObject> loadCodeObject(const void* image, size_t size, hipError_t* error) {
  // Every load gets its own copy, as on a GPU: two loads of one code object
  // never share globals (dlopen of one path would return the same object).
  const int fd = memfd_create("openhip-code-object", MFD_CLOEXEC);
  if (fd < 0) {
    *error = hipErrorOutOfMemory;
    return nullptr;
  }
  const auto* bytes = static_cast<const char*>(image);
  if (size == 0) {
    // hipModuleLoadData gets no size: the ELF header gives it. The header
    // itself is copied first, so that a pointer to nothing readable is an
    // error (hipErrorInvalidValue), not a crash.
    Elf64_Ehdr header;
    if (copyIntoFile(fd, bytes, 0, sizeof(header)) != hipSuccess ||
        pread(fd, &header, sizeof(header), 0) != static_cast<ssize_t>(sizeof(header))) {
      close(fd);
      *error = hipErrorInvalidValue;
      return nullptr;
    }
    size = elfImageSize(&header);
    if (size == 0) {
      close(fd);
      *error = hipErrorInvalidImage;
      return nullptr;
    }
    *error = copyIntoFile(fd, bytes, sizeof(header), size);
  } else {
    *error = copyIntoFile(fd, bytes, 0, size);
  }
  if (*error != hipSuccess) {
    close(fd);
    return nullptr;
  }
  // Validate the copy: the caller's buffer may be shorter than its header says.
  std::vector<char> copy(size);
  if (pread(fd, copy.data(), size, 0) != static_cast<ssize_t>(size) ||
      (*error = validateCodeObjectImage(copy.data(), copy.size())) != hipSuccess) {
    close(fd);
    if (*error == hipSuccess) *error = hipErrorInvalidImage;
    return nullptr;
  }
  if (!loadsInAnotherProcess(fd)) {
    close(fd);
    *error = hipErrorInvalidImage;
    return nullptr;
  }
  const std::string path = "/proc/self/fd/" + std::to_string(fd);
  void* handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!handle) {
    const char* reason = dlerror();
    OPENHIP_LOG(kLogError, "code object %s cannot be loaded: %s", path.c_str(),
                reason ? reason : "unknown reason");
    close(fd);
    *error = hipErrorInvalidImage;
    return nullptr;
  }
  auto code = std::make_unique<SharedObjectCode>(handle, fd);
  if ((*error = code->readTables(path)) != hipSuccess) return nullptr;
  return code;
}

}  // namespace openhip::cpu
