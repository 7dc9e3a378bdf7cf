// openhip-code-object-check: loads a code object in a throw-away process
// before the runtime loads it in the program's (code_objects.cpp). A code
// object is a shared object: the dynamic loader trusts its relocations and
// runs its constructors, so a damaged image (hipModuleLoadData gets any bytes)
// can crash the loader itself. Here it crashes only this process.
//
// Usage: openhip-code-object-check <libopenhip path>   (the image on fd 3)
// Exit status 0: loaded (and its kernel tables, if any, answered) and
// unloaded again; otherwise not loadable.
#include <dlfcn.h>
#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "openhip/abi.h"

namespace {
// The image's constructors and destructors must not run the process's exit
// handlers (exit(), or a damaged __cxa_finalize(NULL)): in the program that
// would end it. While they may run, an exit handler refuses the image.
bool imageCodeMayRun = false;
void exitHandlersRanInImageCode() {
  if (imageCodeMayRun) _exit(69);
}
}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) return 64;
  std::atexit(exitHandlersRanInImageCode);
  imageCodeMayRun = true;
  // RTLD_NOW as the runtime loads it. Most images need nothing of the
  // runtime; one that calls device services (printf, malloc, ...) is loaded
  // again with the runtime there to resolve them.
  void* image = dlopen("/proc/self/fd/3", RTLD_NOW | RTLD_LOCAL);
  if (!image) {
    if (!dlopen(argv[1], RTLD_NOW | RTLD_GLOBAL)) return 65;
    image = dlopen("/proc/self/fd/3", RTLD_NOW | RTLD_LOCAL);
  }
  if (!image) {
    std::fprintf(stderr, "%s\n", dlerror());
    return 66;
  }
  auto tables = reinterpret_cast<OpenHipCodeObjectTablesFn>(dlsym(image, OPENHIP_CODE_OBJECT_TABLES_SYMBOL));
  // hipModuleUnload closes the image: its destructors run then.
  auto unload = [&](int status) {
    if (dlclose(image) != 0) return 67;
    imageCodeMayRun = false;
    return status;
  };
  if (!tables) return unload(0);  // loadable, but not a code object: the runtime says so itself
  // Read everything the runtime will read of the tables (code_objects.cpp,
  // launches): a pointer the image damaged faults here.
  uint32_t count = 0;
  const OpenHipCpuTable* const* list = tables(&count);
  volatile size_t sink = 0;
  for (uint32_t i = 0; i < count; ++i) {
    const OpenHipCpuTable* table = list[i];
    if (!table) return 68;
    if (table->abi_version != OPENHIP_ABI_VERSION) continue;  // the runtime refuses it by itself
    if (table->id) sink = sink + std::strlen(table->id);
    if (table->cpu_target) sink = sink + std::strlen(table->cpu_target);
    for (uint32_t k = 0; k < table->kernel_count; ++k) {
      const OpenHipKernelEntry& entry = table->kernels[k];
      if (!entry.name || !entry.block_fn) continue;
      sink = sink + std::strlen(entry.name) + entry.static_shared_size + entry.private_size_per_work_item;
      for (uint32_t a = 0; a < entry.arg_count; ++a)
        sink = sink + (entry.arg_sizes ? entry.arg_sizes[a] : 0) + (entry.arg_aligns ? entry.arg_aligns[a] : 0);
    }
    for (uint32_t v = 0; v < table->var_count; ++v)
      if (table->vars[v].name) sink = sink + std::strlen(table->vars[v].name);
  }
  return unload(0);
}
