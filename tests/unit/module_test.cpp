// The module API's error paths, without hipcc: missing and unreadable files,
// images that are not ELF, truncated or otherwise damaged ELF objects, shared
// objects that are not OpenHIP code objects, and stale or null handles.
// Loading and launching real code objects (hipcc --genco) is covered by
// tests/programs/modules.
#include <dlfcn.h>
#include <elf.h>
#include <gtest/gtest.h>
#include <hip/hip_runtime_api.h>
#include <sys/mman.h>
#include <unistd.h>

#include <cstdio>
#include <cstring>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "test_kernels.h"

namespace {

// libopenhip.so itself: a real ELF shared object for this machine that is
// not a code object.
std::string runtimeLibraryPath() {
  Dl_info info;
  if (!dladdr(reinterpret_cast<void*>(&hipModuleLoad), &info) || !info.dli_fname) return "";
  return info.dli_fname;
}

std::vector<char> readFile(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  return std::vector<char>((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
}

std::string writeTemp(const std::vector<char>& bytes, const char* tag) {
  std::string path = ::testing::TempDir() + "openhip_module_test_" + tag + "_" +
                     std::to_string(getpid()) + ".co";
  std::ofstream(path, std::ios::binary).write(bytes.data(), std::streamsize(bytes.size()));
  return path;
}

Elf64_Ehdr& header(std::vector<char>& image) { return *reinterpret_cast<Elf64_Ehdr*>(image.data()); }

}  // namespace

TEST(Module, MissingFileAndBadArguments) {
  hipModule_t module = nullptr;
  EXPECT_EQ(hipModuleLoad(&module, "/nonexistent/kernels.co"), hipErrorFileNotFound);
  EXPECT_EQ(hipModuleLoad(&module, ::testing::TempDir().c_str()), hipErrorFileNotFound);  // a folder
  EXPECT_EQ(hipModuleLoad(nullptr, "kernels.co"), hipErrorInvalidValue);
  EXPECT_EQ(hipModuleLoad(&module, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipModuleLoad(&module, ""), hipErrorInvalidValue);
  EXPECT_EQ(hipModuleLoadData(&module, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipModuleLoadData(nullptr, "x"), hipErrorInvalidValue);
  EXPECT_EQ(hipModuleLoadDataEx(&module, nullptr, 0, nullptr, nullptr), hipErrorInvalidValue);
  hipJitOption option = hipJitOptionMaxRegisters;
  const char image[64] = {};
  EXPECT_EQ(hipModuleLoadDataEx(&module, image, 1, &option, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(module, nullptr);
  (void)hipGetLastError();
}

// Pointers to memory that is not there are errors, not crashes: hipModuleLoadData
// gets no size, so the runtime reads the image's header without trusting it.
TEST(Module, UnreadableImagesAndNamesAreErrors) {
  hipModule_t module = nullptr;
  EXPECT_EQ(hipModuleLoadData(&module, reinterpret_cast<const void*>(16)), hipErrorInvalidValue);
  EXPECT_EQ(hipModuleLoadDataEx(&module, reinterpret_cast<const void*>(16), 0, nullptr, nullptr),
            hipErrorInvalidValue);
  // A whole page that is mapped but not readable.
  const long page = sysconf(_SC_PAGESIZE);
  void* hole = mmap(nullptr, static_cast<size_t>(page), PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  ASSERT_NE(hole, MAP_FAILED);
  EXPECT_EQ(hipModuleLoadData(&module, hole), hipErrorInvalidValue);
  // A valid ELF header whose image runs into the unreadable page.
  void* pages = mmap(nullptr, 2 * static_cast<size_t>(page), PROT_READ | PROT_WRITE,
                     MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  ASSERT_NE(pages, MAP_FAILED);
  ASSERT_EQ(mprotect(static_cast<char*>(pages) + page, static_cast<size_t>(page), PROT_NONE), 0);
  std::vector<char> library = readFile(runtimeLibraryPath());
  ASSERT_GE(library.size(), sizeof(Elf64_Ehdr));
  char* tail = static_cast<char*>(pages) + page - sizeof(Elf64_Ehdr);
  std::memcpy(tail, library.data(), sizeof(Elf64_Ehdr));
  EXPECT_NE(hipModuleLoadData(&module, tail), hipSuccess);
  EXPECT_EQ(module, nullptr);
  EXPECT_EQ(hipModuleLoad(&module, reinterpret_cast<const char*>(16)), hipErrorInvalidValue);
  hipFunction_t function = nullptr;
  EXPECT_EQ(hipModuleGetFunction(&function, module, reinterpret_cast<const char*>(16)),
            hipErrorInvalidValue);
  munmap(hole, static_cast<size_t>(page));
  munmap(pages, 2 * static_cast<size_t>(page));
  (void)hipGetLastError();
}

TEST(Module, NotElfIsInvalidImage) {
  hipModule_t module = nullptr;
  std::vector<char> text(4096, 'x');
  const std::string path = writeTemp(text, "text");
  EXPECT_EQ(hipModuleLoad(&module, path.c_str()), hipErrorInvalidImage);
  EXPECT_EQ(hipModuleLoadData(&module, text.data()), hipErrorInvalidImage);
  const std::vector<char> empty;
  const std::string empty_path = writeTemp(empty, "empty");
  EXPECT_EQ(hipModuleLoad(&module, empty_path.c_str()), hipErrorInvalidImage);
  std::remove(path.c_str());
  std::remove(empty_path.c_str());
  (void)hipGetLastError();
}

TEST(Module, DamagedElfIsInvalidImage) {
  const std::string library = runtimeLibraryPath();
  ASSERT_FALSE(library.empty());
  const std::vector<char> good = readFile(library);
  ASSERT_GT(good.size(), sizeof(Elf64_Ehdr));
  hipModule_t module = nullptr;

  // Truncated files: the headers point past the end.
  for (size_t size : {size_t(16), sizeof(Elf64_Ehdr), good.size() / 2, good.size() - 1}) {
    std::vector<char> truncated(good.begin(), good.begin() + std::ptrdiff_t(size));
    const std::string path = writeTemp(truncated, "truncated");
    EXPECT_EQ(hipModuleLoad(&module, path.c_str()), hipErrorInvalidImage) << "size " << size;
    std::remove(path.c_str());
  }

  struct Damage {
    const char* what;
    void (*apply)(Elf64_Ehdr&);
  };
  const Damage damages[] = {
      {"magic", [](Elf64_Ehdr& h) { h.e_ident[EI_MAG1] = 'X'; }},
      {"32-bit class", [](Elf64_Ehdr& h) { h.e_ident[EI_CLASS] = ELFCLASS32; }},
      {"big endian", [](Elf64_Ehdr& h) { h.e_ident[EI_DATA] = ELFDATA2MSB; }},
      {"other machine", [](Elf64_Ehdr& h) { h.e_machine = EM_RISCV; }},
      {"relocatable object", [](Elf64_Ehdr& h) { h.e_type = ET_REL; }},
      {"executable", [](Elf64_Ehdr& h) { h.e_type = ET_EXEC; }},
      {"program headers past the end", [](Elf64_Ehdr& h) { h.e_phoff = 0x7fffffff; }},
      {"section headers past the end", [](Elf64_Ehdr& h) { h.e_shoff = 0x7fffffff; }},
      {"odd header entry size", [](Elf64_Ehdr& h) { h.e_phentsize = 12; }},
  };
  for (const Damage& damage : damages) {
    std::vector<char> image = good;
    damage.apply(header(image));
    const std::string path = writeTemp(image, "damaged");
    EXPECT_EQ(hipModuleLoad(&module, path.c_str()), hipErrorInvalidImage) << damage.what;
    std::remove(path.c_str());
    // From memory the image's own header gives its size.
    EXPECT_EQ(hipModuleLoadData(&module, image.data()), hipErrorInvalidImage) << damage.what;
  }
  EXPECT_EQ(module, nullptr);
  (void)hipGetLastError();
}

// The dynamic loader applies relocations before anything can check them: one
// that would write outside the image's writable segments is refused up front
// (found by the front-door fuzzer: it crashed the loader in the program while
// the throw-away helper process, laid out differently, survived it).
TEST(Module, RelocationOutsideTheImageIsInvalidImage) {
  const std::string library = runtimeLibraryPath();
  ASSERT_FALSE(library.empty());
  std::vector<char> image = readFile(library);
  const Elf64_Ehdr& h = header(image);
  uint64_t rela = 0;
  std::vector<Elf64_Phdr> loads;
  for (unsigned i = 0; i < h.e_phnum; ++i) {
    Elf64_Phdr segment;
    std::memcpy(&segment, image.data() + h.e_phoff + i * sizeof(segment), sizeof(segment));
    if (segment.p_type == PT_LOAD) loads.push_back(segment);
    if (segment.p_type != PT_DYNAMIC) continue;
    for (uint64_t at = 0; at + sizeof(Elf64_Dyn) <= segment.p_filesz; at += sizeof(Elf64_Dyn)) {
      Elf64_Dyn entry;
      std::memcpy(&entry, image.data() + segment.p_offset + at, sizeof(entry));
      if (entry.d_tag == DT_RELA) rela = entry.d_un.d_ptr;
    }
  }
  ASSERT_NE(rela, 0u) << "libopenhip has no RELA table";
  uint64_t offset = 0;
  for (const Elf64_Phdr& load : loads)
    if (rela >= load.p_vaddr && rela < load.p_vaddr + load.p_filesz) offset = load.p_offset + rela - load.p_vaddr;
  ASSERT_NE(offset, 0u);
  Elf64_Rela relocation;
  std::memcpy(&relocation, image.data() + offset, sizeof(relocation));
  relocation.r_offset = 0x40000000;  // a gigabyte past the load address
  std::memcpy(image.data() + offset, &relocation, sizeof(relocation));
  hipModule_t module = nullptr;
  EXPECT_EQ(hipModuleLoadData(&module, image.data()), hipErrorInvalidImage);
  EXPECT_EQ(module, nullptr);
  (void)hipGetLastError();
}

TEST(Module, SharedObjectWithoutTablesIsInvalidKernelFile) {
  const std::string library = runtimeLibraryPath();
  ASSERT_FALSE(library.empty());
  hipModule_t module = nullptr;
  EXPECT_EQ(hipModuleLoad(&module, library.c_str()), hipErrorInvalidKernelFile);
  const std::vector<char> image = readFile(library);
  EXPECT_EQ(hipModuleLoadData(&module, image.data()), hipErrorInvalidKernelFile);
  EXPECT_EQ(hipModuleLoadDataEx(&module, image.data(), 0, nullptr, nullptr),
            hipErrorInvalidKernelFile);
  EXPECT_EQ(module, nullptr);
  (void)hipGetLastError();
}

TEST(Module, NullAndStaleHandles) {
  auto bogus_module = reinterpret_cast<hipModule_t>(0x1000);
  auto bogus_function = reinterpret_cast<hipFunction_t>(0x2000);
  hipFunction_t function = nullptr;
  void* address = nullptr;
  size_t bytes = 0;
  int value = 0, grid = 0, block = 0;
  EXPECT_EQ(hipModuleUnload(nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipModuleUnload(bogus_module), hipErrorInvalidHandle);
  EXPECT_EQ(hipModuleGetFunction(&function, bogus_module, "k"), hipErrorInvalidHandle);
  EXPECT_EQ(hipModuleGetFunction(&function, nullptr, "k"), hipErrorInvalidHandle);
  EXPECT_EQ(hipModuleGetFunction(nullptr, bogus_module, "k"), hipErrorInvalidValue);
  EXPECT_EQ(hipModuleGetFunction(&function, bogus_module, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipModuleGetGlobal(&address, &bytes, bogus_module, "g"), hipErrorInvalidHandle);
  EXPECT_EQ(hipModuleGetGlobal(&address, &bytes, bogus_module, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipModuleGetGlobal(nullptr, nullptr, bogus_module, "g"), hipErrorInvalidValue);
  EXPECT_EQ(hipModuleLaunchKernel(bogus_function, 1, 1, 1, 1, 1, 1, 0, nullptr, nullptr, nullptr),
            hipErrorInvalidResourceHandle);
  EXPECT_EQ(hipModuleLaunchKernel(nullptr, 1, 1, 1, 1, 1, 1, 0, nullptr, nullptr, nullptr),
            hipErrorInvalidResourceHandle);
  EXPECT_EQ(hipFuncGetAttribute(&value, HIP_FUNC_ATTRIBUTE_NUM_REGS, bogus_function),
            hipErrorInvalidResourceHandle);
  EXPECT_EQ(hipFuncGetAttribute(nullptr, HIP_FUNC_ATTRIBUTE_NUM_REGS, bogus_function),
            hipErrorInvalidValue);
  EXPECT_EQ(hipModuleOccupancyMaxActiveBlocksPerMultiprocessor(&value, bogus_function, 64, 0),
            hipErrorInvalidResourceHandle);
  EXPECT_EQ(hipModuleOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(&value, nullptr, 64, 0, 0),
            hipErrorInvalidResourceHandle);
  EXPECT_EQ(hipModuleOccupancyMaxPotentialBlockSize(&grid, &block, bogus_function, 0, 0),
            hipErrorInvalidResourceHandle);
  EXPECT_EQ(hipModuleOccupancyMaxPotentialBlockSizeWithFlags(nullptr, &block, bogus_function, 0, 0, 0),
            hipErrorInvalidValue);
  EXPECT_EQ(hipKernelNameRef(bogus_function), nullptr);
  (void)hipGetLastError();
}
