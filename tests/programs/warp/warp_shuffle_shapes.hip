// The gather step's shapes (src/compiler/passes/cpu/cbs/GatherStep.h): a
// block of whole warps whose active lanes shift by one delta, xor with one
// mask or read one lane per segment is copied in contiguous runs; anything
// else goes lane by lane. Each case runs against a host model of the
// documented semantics (docs/warp-operations.md): deltas and masks 0 to past
// the warp, every width, lanes that returned before the shuffle (inactive:
// never a source, their output untouched), partial warps, blocks smaller
// than a warp, per-warp deltas (not one shape), and lanes of one warp at two
// different shuffles (the per-work-item mode).
#include "warp_test_util.h"

#include <vector>

enum Mode { Down, Up, Xor, Broadcast, Rotate, PerWarpDelta, TwoShuffles, ModeCount };

constexpr long long kUntouched = -1;

__device__ long long shuffle(int mode, long long v, int delta, int width, int lane, int warp) {
  switch (mode) {
    case Down: return __shfl_down(v, delta, width);
    case Up: return __shfl_up(v, delta, width);
    case Xor: return __shfl_xor(v, delta, width);
    case Broadcast: return __shfl(v, delta, width);
    case Rotate: return __shfl(v, (lane + delta) % warpSize, width);
    case PerWarpDelta: return __shfl_down(v, warp % 2 ? delta : delta + 1, width);
  }
  return v;
}

// Three kernels for the three ways a step tells active lanes: every lane
// (no return before the shuffle), lanes that did not return (an "exited"
// flag), lanes waiting at this shuffle (the per-work-item mode).
__global__ void shuffle_all(const long long* in, long long* out, int mode, int delta, int width) {
  const int id = linear_thread_id();
  const int g = blockIdx.x * blockDim.x * blockDim.y * blockDim.z + id;
  out[g] = shuffle(mode, in[g], delta, width, id % warpSize, id / warpSize);
}

// Lanes with id % exitEvery == exitEvery - 1 return first.
__global__ void shuffle_exiting(const long long* in, long long* out, int mode, int delta, int width, int exitEvery) {
  const int id = linear_thread_id();
  const int g = blockIdx.x * blockDim.x * blockDim.y * blockDim.z + id;
  if (id % exitEvery == exitEvery - 1) return;
  out[g] = shuffle(mode, in[g], delta, width, id % warpSize, id / warpSize);
}

// Lanes below `split` shift down, the others xor: two collectives, each with
// the other side's lanes inactive (and returning lanes as above).
__global__ void two_shuffles(const long long* in, long long* out, int delta, int split, int exitEvery) {
  const int id = linear_thread_id();
  const int g = blockIdx.x * blockDim.x * blockDim.y * blockDim.z + id;
  if (exitEvery > 0 && id % exitEvery == exitEvery - 1) return;
  const long long v = in[g];
  out[g] = id % warpSize < split ? __shfl_down(v, delta) : __shfl_xor(v, delta);
}

struct Case {
  int mode, delta, width, exitEvery;
  dim3 block;
};

// The lane (in the warp) whose value `lane` asks for, as the header computes it.
int model_source(const Case& c, int lane, int warp, int W, bool firstSide) {
  const int width = c.width > 0 && c.width <= W ? c.width : W;
  const int seg = lane % width;
  int delta = c.delta;
  switch (c.mode) {
    case PerWarpDelta:
      delta = warp % 2 ? c.delta : c.delta + 1;
      [[fallthrough]];
    case Down:
      return seg + delta < width ? lane + delta : lane;
    case Up:
      return seg - delta >= 0 ? lane - delta : lane;
    case Broadcast:
      return lane - seg + ((delta % width) + width) % width;
    case Rotate:
      return lane - seg + (((lane + delta) % W) % width);
    case TwoShuffles:
      if (firstSide) return lane + delta < W ? lane + delta : lane;
      [[fallthrough]];
    case Xor: {
      const int w = c.mode == TwoShuffles ? W : width;
      const int source = lane ^ delta;
      const int segmentEnd = lane - lane % w + w;
      return source >= 0 && source < segmentEnd && source < W ? source : lane;
    }
  }
  return lane;
}

void run(const Case& c, int W, int blocks, Checker& check, long& cases) {
  const int threads = static_cast<int>(c.block.x * c.block.y * c.block.z);
  const int n = blocks * threads;
  std::vector<long long> in(n), out(n, kUntouched), want(n, kUntouched);
  for (int i = 0; i < n; ++i) in[i] = 1000003LL * i + 17;
  long long *d_in = nullptr, *d_out = nullptr;
  HIP_CHECK(hipMalloc(&d_in, n * sizeof(long long)));
  HIP_CHECK(hipMalloc(&d_out, n * sizeof(long long)));
  HIP_CHECK(hipMemcpy(d_in, in.data(), n * sizeof(long long), hipMemcpyHostToDevice));
  HIP_CHECK(hipMemcpy(d_out, out.data(), n * sizeof(long long), hipMemcpyHostToDevice));
  if (c.mode == TwoShuffles)
    two_shuffles<<<blocks, c.block>>>(d_in, d_out, c.delta, c.width, c.exitEvery);
  else if (c.exitEvery == 0)
    shuffle_all<<<blocks, c.block>>>(d_in, d_out, c.mode, c.delta, c.width);
  else
    shuffle_exiting<<<blocks, c.block>>>(d_in, d_out, c.mode, c.delta, c.width, c.exitEvery);
  HIP_CHECK_LAUNCH();
  HIP_CHECK(hipMemcpy(out.data(), d_out, n * sizeof(long long), hipMemcpyDeviceToHost));
  HIP_CHECK(hipFree(d_in));
  HIP_CHECK(hipFree(d_out));

  auto returned = [&](int id) { return c.exitEvery > 0 && id % c.exitEvery == c.exitEvery - 1; };
  for (int b = 0; b < blocks; ++b) {
    for (int id = 0; id < threads; ++id) {
      if (returned(id)) continue;
      const int lane = id % W, warp = id / W, base = id - lane;
      // TwoShuffles: the lanes on the caller's side of `lane < split` (c.width) are the active ones.
      const bool firstSide = lane < c.width;
      const int source = base + model_source(c, lane, warp, W, firstSide);
      bool active = source < threads && !returned(source);
      if (c.mode == TwoShuffles) active = active && ((source % W) < c.width) == firstSide;
      want[b * threads + id] = in[b * threads + (active ? source : id)];
    }
  }
  for (int i = 0; i < n; ++i) check.expect_eq("out", i, out[i], want[i]);
  if (check.failures)
    std::fprintf(stderr, "  case mode %d delta %d width %d exitEvery %d block %ux%u\n", c.mode, c.delta, c.width,
                 c.exitEvery, c.block.x, c.block.y);
  ++cases;
}

int main() {
  const int W = device_warp_size();
  Checker check;
  long cases = 0;
  const std::vector<dim3> blocks = {dim3(4 * W), dim3(16, W / 4), dim3(W + 5), dim3(7), dim3(2 * W, 3)};
  const std::vector<int> deltas = {0, 1, 2, 3, W / 2, W - 1, W, W + 3};
  const std::vector<int> widths = {W, W / 2, 4, 1, 0};
  const std::vector<int> exits = {0, 3, W, 1};
  for (int mode = 0; mode < ModeCount; ++mode)
    for (const dim3& block : blocks)
      for (int delta : deltas)
        for (int width : mode == TwoShuffles ? std::vector<int>{W / 2, 5} : widths)
          for (int exitEvery : exits) {
            if (check.failures) break;
            run(Case{mode, delta, width, exitEvery, block}, W, 3, check, cases);
          }
  std::printf("%ld cases at warp size %d\n", cases, W);
  return check.finish();
}
