// __shfl, __shfl_up, __shfl_down, __shfl_xor and their _sync forms for every
// value type, every width, in-range and out-of-range lanes and deltas, in 1-D
// and 2-D blocks whose last warp is partial. Each thread shuffles a value
// derived from its linear id; the host works out which thread each result
// must come from (docs/warp-operations.md) and compares the bits.
#include "warp_test_util.h"

#include <hip/hip_fp16.h>

#include <cstring>
#include <vector>

struct Triple {  // 12 bytes: travels as two 64-bit words
  int a, b, c;
};

template <typename T>
__host__ __device__ T value_of(int id);
template <> __host__ __device__ int value_of<int>(int id) { return id * 7 - 300; }
template <> __host__ __device__ unsigned value_of<unsigned>(int id) { return 0xF0000000u + id; }
template <> __host__ __device__ float value_of<float>(int id) { return id * 0.25f - 3.0f; }
template <> __host__ __device__ double value_of<double>(int id) { return id * 1e-3 + 1e100; }
template <> __host__ __device__ long value_of<long>(int id) { return -(1L << 40) - id; }
template <> __host__ __device__ unsigned long value_of<unsigned long>(int id) { return (1UL << 63) + id; }
template <> __host__ __device__ long long value_of<long long>(int id) { return (1LL << 50) * (id % 5) - id; }
template <> __host__ __device__ unsigned long long value_of<unsigned long long>(int id) { return ~0ULL - id; }
template <> __host__ __device__ short value_of<short>(int id) { return static_cast<short>(-id); }
template <> __host__ __device__ __half value_of<__half>(int id) { return __half(static_cast<float>(id) + 0.5f); }
template <> __host__ __device__ __half2 value_of<__half2>(int id) {
  return __half2(__half(static_cast<float>(id)), __half(static_cast<float>(-id)));
}
template <> __host__ __device__ Triple value_of<Triple>(int id) { return Triple{id, id * 2, -id}; }

enum Op { Shfl, Up, Down, Xor, ShflSync, UpSync, DownSync, XorSync, OpCount };

// Source lane argument of __shfl for a thread: varies per lane, and is
// negative or beyond the width for some.
__host__ __device__ inline int shfl_source(int lane, int param) { return lane * 3 + param; }

template <typename T>
__global__ void shuffle(T* out, int op, int param, int width) {
  const int id = linear_thread_id();
  const int lane = static_cast<int>(__lane_id());
  const T v = value_of<T>(id);
  T r;
  switch (op) {
    case Shfl: r = __shfl(v, shfl_source(lane, param), width); break;
    case Up: r = __shfl_up(v, static_cast<unsigned>(param), width); break;
    case Down: r = __shfl_down(v, static_cast<unsigned>(param), width); break;
    case Xor: r = __shfl_xor(v, param, width); break;
    case ShflSync: r = __shfl_sync(0xffffffffu, v, shfl_source(lane, param), width); break;
    case UpSync: r = __shfl_up_sync(~0ull, v, static_cast<unsigned>(param), width); break;
    case DownSync: r = __shfl_down_sync(0xffffffffu, v, static_cast<unsigned>(param), width); break;
    default: r = __shfl_xor_sync(~0ull, v, param, width); break;
  }
  out[id] = r;
}

// The lane (within the warp) whose value `lane` receives.
int expected_lane(int op, int lane, int param, int width, int ws) {
  const int segment = lane / width * width;
  switch (op % 4) {
    case Shfl: return segment + (shfl_source(lane, param) & (width - 1));
    case Up: return lane - segment >= param ? lane - param : lane;
    case Down: return lane - segment + param < width ? lane + param : lane;
    default: {
      const int source = lane ^ param;
      return source < segment + width && source < ws ? source : lane;
    }
  }
}

template <typename T>
void run(Checker& check, const char* type, int ws, dim3 block) {
  const int threads = block.x * block.y * block.z;
  T* d_out = nullptr;
  HIP_CHECK(hipMalloc(&d_out, threads * sizeof(T)));
  std::vector<T> out(threads);
  const int shflParams[] = {0, 5, -3, 70};
  const int deltaParams[] = {0, 1, 3, 16, 40, 100};
  const int xorParams[] = {0, 1, 5, 16, 31, 63};
  for (int width = ws; width >= 1; width /= 2) {
    for (int op = 0; op < OpCount; ++op) {
      const int* params = op % 4 == Shfl ? shflParams : op % 4 == Xor ? xorParams : deltaParams;
      const int paramCount = op % 4 == Shfl ? 4 : 6;
      for (int p = 0; p < paramCount; ++p) {
        const int param = params[p];
        shuffle<T><<<1, block>>>(d_out, op, param, width);
        HIP_CHECK_LAUNCH();
        HIP_CHECK(hipMemcpy(out.data(), d_out, threads * sizeof(T), hipMemcpyDeviceToHost));
        for (int id = 0; id < threads; ++id) {
          const int base = id / ws * ws;
          int source = base + expected_lane(op, id - base, param, width, ws);
          if (source >= threads) source = id;  // a lane past the block's end: own value
          const T want = value_of<T>(source);
          if (std::memcmp(&out[id], &want, sizeof(T)) != 0) {
            char what[160];
            std::snprintf(what, sizeof what, "%s op %d param %d width %d block %ux%u: thread %d from", type, op,
                          param, width, block.x, block.y, id);
            check.expect_eq(what, id, -1, source);
          }
        }
      }
    }
  }
  HIP_CHECK(hipFree(d_out));
}

template <typename T>
void run_all_blocks(Checker& check, const char* type, int ws) {
  run<T>(check, type, ws, dim3(100));        // last warp partial
  run<T>(check, type, ws, dim3(10, 7));      // 2-D, partial warp
  run<T>(check, type, ws, dim3(2 * ws + 1)); // a warp of one lane
}

int main() {
  Checker check;
  const int ws = device_warp_size();
  check.expect_true("warpSize is 32 or 64", ws == 32 || ws == 64);
  run_all_blocks<int>(check, "int", ws);
  run_all_blocks<unsigned>(check, "unsigned", ws);
  run_all_blocks<float>(check, "float", ws);
  run_all_blocks<double>(check, "double", ws);
  run_all_blocks<long>(check, "long", ws);
  run_all_blocks<unsigned long>(check, "unsigned long", ws);
  run_all_blocks<long long>(check, "long long", ws);
  run_all_blocks<unsigned long long>(check, "unsigned long long", ws);
  run_all_blocks<short>(check, "short", ws);
  run_all_blocks<__half>(check, "__half", ws);
  run_all_blocks<__half2>(check, "__half2", ws);
  run_all_blocks<Triple>(check, "Triple", ws);
  return check.finish();
}
