// roctx in a program without the HIP runtime (only libroctx64): marks are
// dropped, range levels are still counted.
#include <roctracer/roctx.h>

#include <cstdio>

int main() {
  roctxMark("no tracer");
  const int outer = roctxRangePush("outer");
  const int inner = roctxRangePushA("inner");
  const int pop_inner = roctxRangePop();
  const int pop_outer = roctxRangePop();
  const int pop_none = roctxRangePop();
  const roctx_range_id_t id = roctxRangeStart("start/stop");
  roctxRangeStop(id);
  roctx_thread_id_t tid = 0;
  const bool ok = outer == 0 && inner == 1 && pop_inner == 1 && pop_outer == 0 && pop_none < 0 &&
                  id != 0 && roctxGetThreadId(&tid) == 0 && tid != 0 &&
                  roctx_version_major() == ROCTX_VERSION_MAJOR && roctxNameOsThread("main") == 0;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
