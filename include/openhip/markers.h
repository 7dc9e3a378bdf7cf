/* The marker interface of OpenHIP's tracer (docs/tools.md): roctx
   (libroctx64) and the NVTX header find it at run time with
   dlsym(RTLD_DEFAULT, "__openhipMarkerApi"), so that programs that use
   markers without the HIP runtime still build and run (markers are then
   no-ops). Every function is cheap when no tracer runs. */
#ifndef OPENHIP_MARKERS_H
#define OPENHIP_MARKERS_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define OPENHIP_MARKER_API_VERSION 1

typedef struct OpenHipMarkerApi {
  unsigned version; /* OPENHIP_MARKER_API_VERSION */
  void (*mark)(const char* message);
  /* Nested ranges of the calling thread: push returns the depth of the new
     range (0-based), pop the depth left, or -1 when nothing was pushed. */
  int (*push_range)(const char* message);
  int (*pop_range)(void);
  /* Ranges that may end on another thread; ids are never 0. */
  uint64_t (*start_range)(const char* message);
  void (*stop_range)(uint64_t id);
  void (*name_thread)(const char* name);
  void (*name_device)(int device, const char* name);
  /* `stream` is a hipStream_t (0: the null stream of the current device). */
  void (*name_stream)(const void* stream, const char* name);
  /* hipProfilerStart/Stop (roctxProfilerResume/Pause). */
  void (*set_recording)(int on);
} OpenHipMarkerApi;

const OpenHipMarkerApi* __openhipMarkerApi(void);

#ifdef __cplusplus
}
#endif

#endif /* OPENHIP_MARKERS_H */
