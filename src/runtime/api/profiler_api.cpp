// C ABI: hipProfilerStart/Stop. There is no hardware profiler behind a CPU
// device; the calls open and close the runtime's trace window: while it is
// closed, the launch and API trace of OPENHIP_LOG_LEVEL 3/4 is muted (errors
// and warnings still print), so a program can trace just its region of
// interest. OPENHIP_PROFILE_FROM_START=0 starts with the window closed.
#include "api_common.h"

extern "C" {

hipError_t hipProfilerStart(void) {
  openhip::setProfilerActive(true);
  OPENHIP_LOG(openhip::kLogLaunch, "profiler window opened (hipProfilerStart)");
  HIP_RETURN(hipSuccess);
}

hipError_t hipProfilerStop(void) {
  OPENHIP_LOG(openhip::kLogLaunch, "profiler window closed (hipProfilerStop)");
  openhip::setProfilerActive(false);
  HIP_RETURN(hipSuccess);
}

}  // extern "C"
