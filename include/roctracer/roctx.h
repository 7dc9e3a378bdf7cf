/* roctx: AMD's marker API (ROCm's roctracer/roctx.h; the rocprofiler-sdk
   additions are declared too). Link with -lroctx64. In OpenHIP the marks and
   ranges go to the tracer (hipprof, docs/tools.md); without a tracer they
   cost a function call and do nothing else. */
#ifndef OPENHIP_ROCTX_H
#define OPENHIP_ROCTX_H

#include <stddef.h>
#include <stdint.h>

#define ROCTX_VERSION_MAJOR 4
#define ROCTX_VERSION_MINOR 1

#ifdef __cplusplus
extern "C" {
#endif

uint32_t roctx_version_major(void);
uint32_t roctx_version_minor(void);

/* An instantaneous event. */
void roctxMarkA(const char* message);
#define roctxMark(message) roctxMarkA(message)

/* Nested ranges of the calling thread: push returns the level of the new
   range (0-based), pop the level of the range it ended; both return a
   negative value on error (a pop without a push). */
int roctxRangePushA(const char* message);
#define roctxRangePush(message) roctxRangePushA(message)
int roctxRangePop(void);

/* Ranges that may start and stop on different threads. */
typedef uint64_t roctx_range_id_t;
roctx_range_id_t roctxRangeStartA(const char* message);
#define roctxRangeStart(message) roctxRangeStartA(message)
void roctxRangeStop(roctx_range_id_t id);

/* rocprofiler-sdk additions. The tid argument of pause/resume is ignored:
   they pause the whole process, as hipProfilerStop/Start do. */
typedef uint64_t roctx_thread_id_t;
int roctxProfilerPause(roctx_thread_id_t tid);
int roctxProfilerResume(roctx_thread_id_t tid);
int roctxNameOsThread(const char* name);
int roctxNameHipDevice(const char* name, int device_id);
int roctxNameHipStream(const char* name, const struct ihipStream_t* stream);
int roctxGetThreadId(roctx_thread_id_t* tid);

#ifdef __cplusplus
}
#endif

#endif /* OPENHIP_ROCTX_H */
