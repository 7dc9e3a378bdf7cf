// libroctx64: roctx (include/roctracer/roctx.h) over the marker interface
// of OpenHIP's runtime (include/openhip/markers.h), found at first use, so
// that the library needs no HIP runtime: without one, marks are dropped and
// only the range levels are counted.
#include <roctracer/roctx.h>

#include <dlfcn.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <openhip/markers.h>

namespace {

const OpenHipMarkerApi* markerApi() {
  static const OpenHipMarkerApi* const api = [] {
    using Getter = const OpenHipMarkerApi* (*)();
    auto get = reinterpret_cast<Getter>(dlsym(RTLD_DEFAULT, "__openhipMarkerApi"));
    const OpenHipMarkerApi* found = get ? get() : nullptr;
    return found && found->version >= OPENHIP_MARKER_API_VERSION ? found : nullptr;
  }();
  return api;
}

thread_local int t_depth = 0;  // levels when there is no runtime

}  // namespace

extern "C" {

uint32_t roctx_version_major(void) { return ROCTX_VERSION_MAJOR; }
uint32_t roctx_version_minor(void) { return ROCTX_VERSION_MINOR; }

void roctxMarkA(const char* message) {
  if (const OpenHipMarkerApi* api = markerApi()) api->mark(message);
}

int roctxRangePushA(const char* message) {
  if (const OpenHipMarkerApi* api = markerApi()) return api->push_range(message);
  return t_depth++;
}

int roctxRangePop(void) {
  if (const OpenHipMarkerApi* api = markerApi()) return api->pop_range();
  return t_depth > 0 ? --t_depth : -1;
}

roctx_range_id_t roctxRangeStartA(const char* message) {
  static roctx_range_id_t next = 1;  // ids without a runtime: only unique-ish
  if (const OpenHipMarkerApi* api = markerApi()) return api->start_range(message);
  return __atomic_fetch_add(&next, 1, __ATOMIC_RELAXED);
}

void roctxRangeStop(roctx_range_id_t id) {
  if (const OpenHipMarkerApi* api = markerApi()) api->stop_range(id);
}

int roctxProfilerPause(roctx_thread_id_t) {
  if (const OpenHipMarkerApi* api = markerApi()) api->set_recording(0);
  return 0;
}

int roctxProfilerResume(roctx_thread_id_t) {
  if (const OpenHipMarkerApi* api = markerApi()) api->set_recording(1);
  return 0;
}

int roctxNameOsThread(const char* name) {
  if (!name) return -1;
  if (const OpenHipMarkerApi* api = markerApi()) api->name_thread(name);
  return 0;
}

int roctxNameHipDevice(const char* name, int device_id) {
  if (!name) return -1;
  if (const OpenHipMarkerApi* api = markerApi()) api->name_device(device_id, name);
  return 0;
}

int roctxNameHipStream(const char* name, const struct ihipStream_t* stream) {
  if (!name) return -1;
  if (const OpenHipMarkerApi* api = markerApi()) api->name_stream(stream, name);
  return 0;
}

int roctxGetThreadId(roctx_thread_id_t* tid) {
  if (!tid) return -1;
  *tid = static_cast<roctx_thread_id_t>(syscall(SYS_gettid));
  return 0;
}

}  // extern "C"
