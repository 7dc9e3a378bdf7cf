// Warp loops (src/compiler/passes/cpu/cbs/WarpLoops.h): loops made of
// shuffles (one to four) and arithmetic per iteration, with constant control, run as one
// collective step -- as warp vectors when the sources are known at compile
// time (whole warps, lane ids checked at run time), else lane by lane. Each
// idiom runs against a host model of the documented semantics
// (docs/warp-operations.md): a source lane that is not active gives the
// caller its own value. Blocks of whole warps (1-D and 2-D), partial warps,
// lanes that returned before the loop, a loop on one side of a divergent
// branch (the per-work-item mode), sources that depend on data or on
// threadIdx.x rather than the lane id (lane loops, or a failed lane-id check).
#include "warp_test_util.h"

#include <functional>
#include <vector>

enum Idiom {
  SumDown,
  XorButterfly16,
  ScanUp,
  BroadcastSteps,
  DataSource,
  ThreadXSource,
  DoubleDown,
  TwoCarried,
  ArgMaxDown,    // two shuffles: value and index
  MixedWidths,   // a 32-bit and a 64-bit shuffle
  DependentPair, // the second shuffle moves what the first returned
  ThreeMoments,  // three shuffles, Welford-like merge
  IdiomCount
};

constexpr long long kUntouched = -1;

__device__ long long run_idiom(int idiom, long long input, int lane) {
  switch (idiom) {
    case SumDown: {
      int v = static_cast<int>(input);
      for (int o = warpSize / 2; o > 0; o /= 2) v += __shfl_down(v, o);
      return v;
    }
    case XorButterfly16: {
      unsigned v = static_cast<unsigned>(input);
      for (int m = 1; m < 16; m *= 2) v = v * 3u + __shfl_xor(v, m, 16);
      return v;
    }
    case ScanUp: {
      long long v = input;
      for (int o = 1; o < warpSize; o *= 2) {
        const long long t = __shfl_up(v, o);
        if (lane >= o) v += t;
      }
      return v;
    }
    case BroadcastSteps: {
      int v = static_cast<int>(input);
      for (int i = 0; i < 5; ++i) v = v * 7 + __shfl(v, i * 3);
      return v;
    }
    case DataSource: {
      int v = static_cast<int>(input);
      for (int o = 1; o < 8; o *= 2) v += __shfl(v, (v & 7) ^ o);
      return v;
    }
    case ThreadXSource: {
      int v = static_cast<int>(input);
      for (int o = 1; o < 4; ++o) v = v * 5 + __shfl(v, static_cast<int>(threadIdx.x) + o);
      return v;
    }
    case DoubleDown: {
      double v = static_cast<double>(input) * 0.5;
      for (int o = warpSize / 2; o > 0; o /= 2) v += __shfl_down(v, o);
      return static_cast<long long>(v * 4.0);
    }
    case TwoCarried: {  // two per-lane values carried by the loop
      int v = static_cast<int>(input), c = 1;
      for (int m = 1; m < warpSize; m *= 2) {
        const int s = __shfl_xor(v, m);
        c = c * 3 + (s & 1);
        v += s;
      }
      return static_cast<long long>(v) * 1000003 + c;
    }
    case ArgMaxDown: {
      int v = static_cast<int>(input % 97), i = lane;
      for (int o = warpSize / 2; o > 0; o /= 2) {
        const int ov = __shfl_down(v, o);
        const int oi = __shfl_down(i, o);
        if (ov > v || (ov == v && oi < i)) {
          v = ov;
          i = oi;
        }
      }
      return static_cast<long long>(v) * 1000 + i;
    }
    case MixedWidths: {
      int a = static_cast<int>(input);
      long long b = input * 100003;
      for (int o = 1; o < warpSize; o *= 2) {
        const int ta = __shfl_xor(a, o);
        const long long tb = __shfl_xor(b, o);
        a = a * 3 + ta;
        b += tb * 2 + a;
      }
      return b * 31 + a;
    }
    case DependentPair: {
      int v = static_cast<int>(input);
      for (int m = 1; m < 16; m *= 2) {
        const int a = __shfl_xor(v, m);
        const int b = __shfl_xor(a * 5 + v, 2 * m);
        v = v * 3 + a + b;
      }
      return v;
    }
    case ThreeMoments: {
      long long n = 1, s = input, q = input * input;
      for (int o = warpSize / 2; o > 0; o /= 2) {
        const long long on = __shfl_down(n, o);
        const long long os = __shfl_down(s, o);
        const long long oq = __shfl_down(q, o);
        q += oq + s * on - os * n;
        s += os;
        n += on;
      }
      return (q * 7 + s) * 131 + n;
    }
  }
  return input;
}

// Lanes with id % exitEvery == exitEvery - 1 return first (none for 0).
__global__ void idioms(const long long* in, long long* out, int idiom, int exitEvery) {
  const int id = linear_thread_id();
  const int g = blockIdx.x * blockDim.x * blockDim.y * blockDim.z + id;
  if (exitEvery > 0 && id % exitEvery == exitEvery - 1) return;
  out[g] = run_idiom(idiom, in[g], id % warpSize);
}

// Lanes below `split` run the idiom, the others one __shfl_xor: lanes of a
// warp wait at two collectives, and each sees only its side's lanes.
__global__ void two_sides(const long long* in, long long* out, int idiom, int split) {
  const int id = linear_thread_id();
  const int g = blockIdx.x * blockDim.x * blockDim.y * blockDim.z + id;
  const int lane = id % warpSize;
  out[g] = lane < split ? run_idiom(idiom, in[g], lane) : in[g] + 1000 * __shfl_xor(in[g], 1);
}

// The host model: one warp, `active[l]` for its lanes (false past the block).
struct WarpModel {
  int W;
  std::vector<bool> active;
  // The value of `from(source)` if that lane is active, else `from(lane)`.
  template <typename T>
  std::vector<T> shuffle(const std::vector<T>& v, const std::function<int(int)>& sourceOf) const {
    std::vector<T> r(W);
    for (int l = 0; l < W; ++l) {
      const int s = sourceOf(l) & (W - 1);
      r[l] = active[s] ? v[s] : v[l];
    }
    return r;
  }
};

std::vector<long long> model_idiom(int idiom, const WarpModel& m, const std::vector<long long>& in,
                                   const std::vector<int>& threadX) {
  const int W = m.W;
  std::vector<long long> out(W);
  auto segment = [](int lane, int width) { return lane - lane % width; };
  switch (idiom) {
    case SumDown: {
      std::vector<int> v(in.begin(), in.end());
      for (int o = W / 2; o > 0; o /= 2) {
        auto g = m.shuffle(v, [&](int l) { return l % W + o < W ? l + o : l; });
        for (int l = 0; l < W; ++l) v[l] += g[l];
      }
      for (int l = 0; l < W; ++l) out[l] = v[l];
      break;
    }
    case XorButterfly16: {
      std::vector<unsigned> v(in.begin(), in.end());
      for (int mask = 1; mask < 16; mask *= 2) {
        const int width = W < 16 ? W : 16;
        auto g = m.shuffle(v, [&](int l) {
          const int s = l ^ mask;
          return s < segment(l, width) + width ? s : l;
        });
        for (int l = 0; l < W; ++l) v[l] = v[l] * 3u + g[l];
      }
      for (int l = 0; l < W; ++l) out[l] = v[l];
      break;
    }
    case ScanUp: {
      std::vector<long long> v(in);
      for (int o = 1; o < W; o *= 2) {
        auto g = m.shuffle(v, [&](int l) { return l - o >= 0 ? l - o : l; });
        for (int l = 0; l < W; ++l)
          if (l >= o) v[l] += g[l];
      }
      out = v;
      break;
    }
    case BroadcastSteps: {
      std::vector<int> v(in.begin(), in.end());
      for (int i = 0; i < 5; ++i) {
        auto g = m.shuffle(v, [&](int) { return i * 3; });
        for (int l = 0; l < W; ++l) v[l] = v[l] * 7 + g[l];
      }
      for (int l = 0; l < W; ++l) out[l] = v[l];
      break;
    }
    case DataSource: {
      std::vector<int> v(in.begin(), in.end());
      for (int o = 1; o < 8; o *= 2) {
        auto g = m.shuffle(v, [&](int l) { return (v[l] & 7) ^ o; });
        for (int l = 0; l < W; ++l) v[l] += g[l];
      }
      for (int l = 0; l < W; ++l) out[l] = v[l];
      break;
    }
    case ThreadXSource: {
      std::vector<int> v(in.begin(), in.end());
      for (int o = 1; o < 4; ++o) {
        auto g = m.shuffle(v, [&](int l) { return threadX[l] + o; });
        for (int l = 0; l < W; ++l) v[l] = v[l] * 5 + g[l];
      }
      for (int l = 0; l < W; ++l) out[l] = v[l];
      break;
    }
    case DoubleDown: {
      std::vector<double> v(W);
      for (int l = 0; l < W; ++l) v[l] = static_cast<double>(in[l]) * 0.5;
      for (int o = W / 2; o > 0; o /= 2) {
        auto g = m.shuffle(v, [&](int l) { return l % W + o < W ? l + o : l; });
        for (int l = 0; l < W; ++l) v[l] += g[l];
      }
      for (int l = 0; l < W; ++l) out[l] = static_cast<long long>(v[l] * 4.0);
      break;
    }
    case TwoCarried: {
      std::vector<int> v(in.begin(), in.end()), c(W, 1);
      for (int mask = 1; mask < W; mask *= 2) {
        auto g = m.shuffle(v, [&](int l) { return l ^ mask; });
        for (int l = 0; l < W; ++l) {
          c[l] = c[l] * 3 + (g[l] & 1);
          v[l] += g[l];
        }
      }
      for (int l = 0; l < W; ++l) out[l] = static_cast<long long>(v[l]) * 1000003 + c[l];
      break;
    }
    case ArgMaxDown: {
      std::vector<int> v(W), i(W);
      for (int l = 0; l < W; ++l) v[l] = static_cast<int>(in[l] % 97), i[l] = l;
      for (int o = W / 2; o > 0; o /= 2) {
        auto down = [&](int l) { return l % W + o < W ? l + o : l; };
        auto ov = m.shuffle(v, down), oi = m.shuffle(i, down);
        for (int l = 0; l < W; ++l)
          if (ov[l] > v[l] || (ov[l] == v[l] && oi[l] < i[l])) v[l] = ov[l], i[l] = oi[l];
      }
      for (int l = 0; l < W; ++l) out[l] = static_cast<long long>(v[l]) * 1000 + i[l];
      break;
    }
    case MixedWidths: {
      std::vector<int> a(W);
      std::vector<long long> b(W);
      for (int l = 0; l < W; ++l) a[l] = static_cast<int>(in[l]), b[l] = in[l] * 100003;
      for (int o = 1; o < W; o *= 2) {
        auto ta = m.shuffle(a, [&](int l) { return l ^ o; });
        auto tb = m.shuffle(b, [&](int l) { return l ^ o; });
        for (int l = 0; l < W; ++l) {
          a[l] = a[l] * 3 + ta[l];
          b[l] += tb[l] * 2 + a[l];
        }
      }
      for (int l = 0; l < W; ++l) out[l] = b[l] * 31 + a[l];
      break;
    }
    case DependentPair: {
      std::vector<int> v(in.begin(), in.end());
      for (int mask = 1; mask < 16; mask *= 2) {
        auto a = m.shuffle(v, [&](int l) { return l ^ mask; });
        std::vector<int> t(W);
        for (int l = 0; l < W; ++l) t[l] = a[l] * 5 + v[l];
        auto b = m.shuffle(t, [&](int l) { return l ^ (2 * mask); });
        for (int l = 0; l < W; ++l) v[l] = v[l] * 3 + a[l] + b[l];
      }
      for (int l = 0; l < W; ++l) out[l] = v[l];
      break;
    }
    case ThreeMoments: {
      std::vector<long long> n(W, 1), s(in), q(W);
      for (int l = 0; l < W; ++l) q[l] = in[l] * in[l];
      for (int o = W / 2; o > 0; o /= 2) {
        auto down = [&](int l) { return l % W + o < W ? l + o : l; };
        auto on = m.shuffle(n, down), os = m.shuffle(s, down), oq = m.shuffle(q, down);
        for (int l = 0; l < W; ++l) {
          q[l] += oq[l] + s[l] * on[l] - os[l] * n[l];
          s[l] += os[l];
          n[l] += on[l];
        }
      }
      for (int l = 0; l < W; ++l) out[l] = (q[l] * 7 + s[l]) * 131 + n[l];
      break;
    }
  }
  return out;
}

struct Case {
  int idiom, exitEvery, split;  // split > 0: the two_sides kernel
  dim3 block;
};

void run(const Case& c, int W, int blocks, Checker& check, long& cases) {
  const int threads = static_cast<int>(c.block.x * c.block.y * c.block.z);
  const int n = blocks * threads;
  std::vector<long long> in(n), out(n, kUntouched), want(n, kUntouched);
  for (int i = 0; i < n; ++i) in[i] = (1000003LL * i + 17) % 99991 - 5000;
  long long *d_in = nullptr, *d_out = nullptr;
  HIP_CHECK(hipMalloc(&d_in, n * sizeof(long long)));
  HIP_CHECK(hipMalloc(&d_out, n * sizeof(long long)));
  HIP_CHECK(hipMemcpy(d_in, in.data(), n * sizeof(long long), hipMemcpyHostToDevice));
  HIP_CHECK(hipMemcpy(d_out, out.data(), n * sizeof(long long), hipMemcpyHostToDevice));
  if (c.split > 0)
    two_sides<<<blocks, c.block>>>(d_in, d_out, c.idiom, c.split);
  else
    idioms<<<blocks, c.block>>>(d_in, d_out, c.idiom, c.exitEvery);
  HIP_CHECK_LAUNCH();
  HIP_CHECK(hipMemcpy(out.data(), d_out, n * sizeof(long long), hipMemcpyDeviceToHost));
  HIP_CHECK(hipFree(d_in));
  HIP_CHECK(hipFree(d_out));

  auto returned = [&](int id) { return c.exitEvery > 0 && id % c.exitEvery == c.exitEvery - 1; };
  for (int b = 0; b < blocks; ++b)
    for (int base = 0; base < threads; base += W) {
      WarpModel idiomSide{W, std::vector<bool>(W)}, otherSide{W, std::vector<bool>(W)};
      std::vector<long long> lanesIn(W, 0);
      std::vector<int> threadX(W, 0);
      for (int l = 0; l < W && base + l < threads; ++l) {
        const int id = base + l;
        lanesIn[l] = in[b * threads + id];
        threadX[l] = id % static_cast<int>(c.block.x);
        idiomSide.active[l] = !returned(id) && (c.split == 0 || l < c.split);
        otherSide.active[l] = c.split > 0 && l >= c.split;
      }
      const std::vector<long long> idiomOut = model_idiom(c.idiom, idiomSide, lanesIn, threadX);
      const std::vector<long long> xorOut = otherSide.shuffle(lanesIn, [](int l) { return (l ^ 1); });
      for (int l = 0; l < W && base + l < threads; ++l) {
        const int id = base + l;
        if (idiomSide.active[l])
          want[b * threads + id] = idiomOut[l];
        else if (otherSide.active[l])
          want[b * threads + id] = lanesIn[l] + 1000 * xorOut[l];
      }
    }
  for (int i = 0; i < n; ++i) check.expect_eq("out", i, out[i], want[i]);
  if (check.failures)
    std::fprintf(stderr, "  case idiom %d exitEvery %d split %d block %ux%u\n", c.idiom, c.exitEvery, c.split,
                 c.block.x, c.block.y);
  ++cases;
}

int main() {
  const int W = device_warp_size();
  Checker check;
  long cases = 0;
  const std::vector<dim3> blocks = {dim3(4 * W), dim3(16, W / 4), dim3(W + 5), dim3(7), dim3(2 * W, 3)};
  for (int idiom = 0; idiom < IdiomCount; ++idiom)
    for (const dim3& block : blocks) {
      for (int exitEvery : {0, 3, W, 1})
        if (!check.failures) run(Case{idiom, exitEvery, 0, block}, W, 3, check, cases);
      for (int split : {W / 2, 5})
        if (!check.failures) run(Case{idiom, 0, split, block}, W, 3, check, cases);
    }
  std::printf("%ld cases at warp size %d\n", cases, W);
  return check.finish();
}
