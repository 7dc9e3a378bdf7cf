// C ABI: hipProfilerStart/Stop. There is no hardware profiler behind a CPU
// device; the calls open and close the runtime's trace window: while it is
// closed, the launch and API trace of OPENHIP_LOG_LEVEL 3/4 is muted (errors
// and warnings still print), so a program can trace just its region of
// interest; so is hipprof's trace (docs/tools.md). OPENHIP_PROFILE_FROM_START=0
// starts with the window closed.
#include "api_common.h"

extern "C" {

hipError_t hipProfilerStart(void) {
  OPENHIP_API();
  openhip::setProfilerActive(true);
  openhip::trace::setWindowOpen(true);
  OPENHIP_LOG(openhip::kLogLaunch, "profiler window opened (hipProfilerStart)");
  HIP_RETURN(hipSuccess);
}

hipError_t hipProfilerStop(void) {
  OPENHIP_API();
  OPENHIP_LOG(openhip::kLogLaunch, "profiler window closed (hipProfilerStop)");
  openhip::setProfilerActive(false);
  openhip::trace::setWindowOpen(false);
  HIP_RETURN(hipSuccess);
}

}  // extern "C"
