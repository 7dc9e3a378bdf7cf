// The tracer's test program (check_trace.py runs it under hipprof): two named
// streams with kernels and copies, nested roctx ranges, a range that ends on
// another thread, NVTX ranges and marks, and a captured graph. It checks the
// marker API's return values itself, so it also runs without a tracer.
#include <hip/hip_runtime.h>
#include <nvtx3/nvToolsExt.h>
#include <nvtx3/nvToolsExtCudaRt.h>
#include <nvtx3/nvtx3.hpp>
#include <roctracer/roctx.h>

#include <cstdio>
#include <thread>
#include <vector>

#define CHECK(expr)                                                           \
  do {                                                                        \
    if (!(expr)) {                                                            \
      std::printf("FAIL: %s (line %d)\n", #expr, __LINE__);                   \
      return 1;                                                               \
    }                                                                         \
  } while (0)

__global__ void busy(float* data, int n, int rounds) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float x = data[i];
  for (int r = 0; r < rounds; ++r) x = x * 0.999f + 0.5f;
  data[i] = x;
}

int main() {
  const int n = 1 << 16;
  const size_t bytes = n * sizeof(float);
  std::vector<float> host(n, 1.0f);
  CHECK(roctxNameOsThread("main") == 0);

  hipStream_t a, b;
  CHECK(hipStreamCreate(&a) == hipSuccess);
  CHECK(hipStreamCreate(&b) == hipSuccess);
  CHECK(roctxNameHipStream("stream A", a) == 0);
  nvtxNameCudaStreamA(b, "stream B");
  float *da, *db;
  CHECK(hipMalloc(&da, bytes) == hipSuccess);
  CHECK(hipMalloc(&db, bytes) == hipSuccess);

  CHECK(roctxRangePushA("outer") == 0);
  CHECK(roctxRangePushA("inner") == 1);
  CHECK(hipMemcpyAsync(da, host.data(), bytes, hipMemcpyHostToDevice, a) == hipSuccess);
  CHECK(hipMemcpyAsync(db, host.data(), bytes, hipMemcpyHostToDevice, b) == hipSuccess);
  busy<<<n / 256, 256, 0, a>>>(da, n, 200);
  busy<<<n / 128, 128, 0, b>>>(db, n, 100);
  roctxMarkA("launched");
  CHECK(hipStreamSynchronize(a) == hipSuccess);
  CHECK(hipStreamSynchronize(b) == hipSuccess);
  CHECK(roctxRangePop() == 1);
  CHECK(roctxRangePop() == 0);
  CHECK(roctxRangePop() < 0);  // nothing left to pop

  // A range started here and stopped on another thread.
  roctx_range_id_t cross = roctxRangeStartA("cross-thread");
  CHECK(cross != 0);
  std::thread([cross] { roctxRangeStop(cross); }).join();

  // NVTX, C and C++.
  CHECK(nvtxRangePushA("nvtx range") == 0);
  nvtxMarkA("nvtx mark");
  {
    nvtx3::scoped_range scoped{"nvtx3 scoped"};
    CHECK(hipMemcpy(host.data(), da, bytes, hipMemcpyDeviceToHost) == hipSuccess);
  }
  CHECK(nvtxRangePop() == 0);

  // A captured graph: one kernel and one fill.
  hipGraph_t graph;
  hipGraphExec_t exec;
  CHECK(hipStreamBeginCapture(a, hipStreamCaptureModeGlobal) == hipSuccess);
  busy<<<n / 256, 256, 0, a>>>(da, n, 10);
  CHECK(hipMemsetAsync(db, 0, bytes, a) == hipSuccess);
  CHECK(hipStreamEndCapture(a, &graph) == hipSuccess);
  CHECK(hipGraphInstantiate(&exec, graph, nullptr, nullptr, 0) == hipSuccess);
  CHECK(hipGraphLaunch(exec, a) == hipSuccess);
  CHECK(hipStreamSynchronize(a) == hipSuccess);

  // A failing call: its error code is in the trace.
  CHECK(hipMemcpy(nullptr, da, bytes, hipMemcpyDeviceToHost) != hipSuccess);
  (void)hipGetLastError();

  CHECK(hipGraphExecDestroy(exec) == hipSuccess);
  CHECK(hipGraphDestroy(graph) == hipSuccess);
  CHECK(hipFree(da) == hipSuccess);
  CHECK(hipFree(db) == hipSuccess);
  CHECK(hipStreamDestroy(a) == hipSuccess);
  CHECK(hipStreamDestroy(b) == hipSuccess);
  std::printf("PASS\n");
  return 0;
}
