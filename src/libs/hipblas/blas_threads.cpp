// OpenBLAS's thread count. A BLAS call runs on its stream's executor thread while
// OpenHIP's worker pool is idle for that stream (operations on a stream never
// overlap), so by default both pools may use every core; only work on several
// streams at once oversubscribes, and OPENHIP_BLAS_NUM_THREADS limits that.
#include "blas_threads.h"

#include <cblas.h>

#include <cstdlib>
#include <mutex>

namespace openhip_blas {

void configureBlasThreads() {
  static std::once_flag once;
  std::call_once(once, [] {
    const char* value = std::getenv("OPENHIP_BLAS_NUM_THREADS");
    if (value == nullptr || *value == '\0') value = std::getenv("OPENHIP_NUM_THREADS");
    if (value == nullptr || *value == '\0') return;
    int threads = std::atoi(value);
    if (threads > 0) openblas_set_num_threads(threads);
  });
}

}  // namespace openhip_blas
