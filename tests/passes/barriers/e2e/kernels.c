// Kernels in canonical form for the end-to-end test of the work-item loop
// and barrier passes; e2e_test.cpp holds the reference for each.
#include "kernel_api.h"

#include <stdint.h>

void KERNEL(saxpy)(float a, const float* x, float* y, int n, const OpenHipLaunchCtx* ctx) {
  int i = (int)(blockIdx_x * blockDim_x + threadIdx_x);
  if (i < n) y[i] = a * x[i] + y[i];
}

// Tree reduction in shared memory: barriers before and inside a loop.
void KERNEL(block_reduce)(const float* in, float* out, int n, const OpenHipLaunchCtx* ctx) {
  float* sdata = SHARED(float);
  unsigned tid = threadIdx_x;
  unsigned i = blockIdx_x * blockDim_x + tid;
  sdata[tid] = i < (unsigned)n ? in[i] : 0.0f;
  __openhip_barrier();
  for (unsigned s = blockDim_x / 2; s > 0; s >>= 1) {
    if (tid < s) sdata[tid] += sdata[tid + s];
    __openhip_barrier();
  }
  if (tid == 0) out[blockIdx_x] = sdata[0];
}

// 2-D tile transpose through shared memory (y and x work-item ids).
void KERNEL(transpose)(const float* in, float* out, int width, int height, const OpenHipLaunchCtx* ctx) {
  float* tile = SHARED(float);
  unsigned tx = threadIdx_x, ty = threadIdx_y, bx = blockDim_x, by = blockDim_y;
  unsigned x = ctx->block_idx[0] * bx + tx, y = ctx->block_idx[1] * by + ty;
  if (x < (unsigned)width && y < (unsigned)height) tile[ty * bx + tx] = in[y * width + x];
  __openhip_barrier();
  // Square blocks: work-item (tx, ty) writes the element read by (ty, tx).
  unsigned ox = ctx->block_idx[1] * by + tx, oy = ctx->block_idx[0] * bx + ty;
  if (ox < (unsigned)height && oy < (unsigned)width) out[oy * height + ox] = tile[tx * bx + ty];
}

// Barriers inside conditionals on the block index; different barrier counts
// on each side.
void KERNEL(uniform_branches)(int* out, const OpenHipLaunchCtx* ctx) {
  int* s = SHARED(int);
  unsigned tid = threadIdx_x, n = blockDim_x;
  int value = (int)(tid * 3 + blockIdx_x);
  if (blockIdx_x % 2 == 0) {
    s[tid] = value;
    __openhip_barrier();
    value = s[n - 1 - tid];
  } else {
    s[tid] = value * 2;
    __openhip_barrier();
    value += s[(tid + 1) % n];
    __openhip_barrier();
    s[tid] = value;
    __openhip_barrier();
    value = s[(tid + 2) % n] - 1;
  }
  out[blockIdx_x * n + tid] = value;
}

// Early return on a block-uniform condition before a barrier.
void KERNEL(early_return)(int* out, unsigned active_blocks, const OpenHipLaunchCtx* ctx) {
  int* s = SHARED(int);
  unsigned tid = threadIdx_x, n = blockDim_x;
  if (blockIdx_x >= active_blocks) return;
  s[tid] = (int)(tid + 100 * blockIdx_x);
  __openhip_barrier();
  out[blockIdx_x * n + tid] = s[n - 1 - tid];
}

// Varying values of several types live across barriers, next to uniform ones.
void KERNEL(live_values)(const double* in, double* out, int64_t* out64, const OpenHipLaunchCtx* ctx) {
  int* s = SHARED(int);
  unsigned tid = threadIdx_x, n = blockDim_x;
  unsigned gid = blockIdx_x * n + tid;
  double d = in[gid] * 1.5;
  int64_t big = (int64_t)gid * 1000003;
  const double* p = in + gid;
  int odd = (tid & 1) != 0;
  float f = (float)tid * 0.25f;
  unsigned uniform = blockIdx_x * 7 + n;
  s[tid] = (int)tid;
  __openhip_barrier();
  int neighbour = s[(tid + 1) % n];
  __openhip_barrier();
  s[tid] = neighbour * 2;
  __openhip_barrier();
  out[gid] = d + *p + (odd ? f : -f) + s[tid] + uniform;
  out64[gid] = big + neighbour;
}

// A per-work-item private array indexed dynamically, live across barriers.
void KERNEL(private_array)(int* out, const OpenHipLaunchCtx* ctx) {
  int* s = SHARED(int);
  unsigned tid = threadIdx_x, n = blockDim_x;
  int priv[16];
  for (int k = 0; k < 16; ++k) priv[k] = (int)tid * k;
  s[tid] = (int)(tid % 16);
  __openhip_barrier();
  int pick = s[(tid + 3) % n];
  __openhip_barrier();
  priv[pick] += 1000;
  int sum = 0;
  for (int k = 0; k < 16; ++k) sum += priv[k];
  out[blockIdx_x * n + tid] = sum;
}

// __syncthreads_count/_and/_or, also inside a loop.
void KERNEL(vote)(const int* in, int* out, const OpenHipLaunchCtx* ctx) {
  unsigned tid = threadIdx_x, n = blockDim_x;
  int v = in[blockIdx_x * n + tid];
  int total = 0;
  for (int round = 0; round < 3; ++round) {
    int count = __openhip_barrier_popc(v > round);
    int all = __openhip_barrier_and(v > round);
    int any = __openhip_barrier_or(v == round);
    total += count * 100 + all * 10 + any;
  }
  out[blockIdx_x * n + tid] = total;
}

// Work-item loops with different trip counts between barriers (values that
// look uniform inside such a loop are not).
void KERNEL(divergent_loops)(const int* in, int* out, const OpenHipLaunchCtx* ctx) {
  int* s = SHARED(int);
  unsigned tid = threadIdx_x, n = blockDim_x;
  int count = 0, last = -1;
  for (int k = 0; k < (int)(tid % 5); ++k) {
    count += in[k];
    last = k;
  }
  s[tid] = count;
  __openhip_barrier();
  int other = s[n - 1 - tid];
  __openhip_barrier();
  out[blockIdx_x * n + tid] = other * 1000 + last * 10 + count;
}

// 3-D block: linear id through all three work-item ids around a barrier.
void KERNEL(block3d)(int* out, const OpenHipLaunchCtx* ctx) {
  int* s = SHARED(int);
  unsigned x = threadIdx_x, y = threadIdx_y, z = threadIdx_z;
  unsigned lid = x + blockDim_x * (y + blockDim_y * z);
  unsigned threads = blockDim_x * blockDim_y * blockDim_z;
  s[lid] = (int)(x * 10000 + y * 100 + z);
  __openhip_barrier();
  out[blockIdx_x * threads + lid] = s[threads - 1 - lid];
}

// Barrier-free kernel with a 2-D block and a private array.
void KERNEL(no_barrier_private)(int* out, const OpenHipLaunchCtx* ctx) {
  unsigned x = threadIdx_x, y = threadIdx_y;
  unsigned lid = x + blockDim_x * y;
  int priv[8];
  for (int k = 0; k < 8; ++k) priv[k] = (int)(lid + k);
  priv[lid % 8] = -1;
  int sum = 0;
  for (int k = 0; k < 8; ++k) sum += priv[k];
  out[blockIdx_x * blockDim_x * blockDim_y + lid] = sum;
}

// Work-items past the end return before a barrier (common in CUDA code): the
// others still synchronize, and the returned ones do not run on.
void KERNEL(divergent_return)(const int* in, int* out, unsigned n, const OpenHipLaunchCtx* ctx) {
  int* s = SHARED(int);
  unsigned tid = threadIdx_x, gid = blockIdx_x * blockDim_x + tid;
  s[tid] = -1;
  if (gid >= n) return;
  s[tid] = in[gid] * 2;
  __openhip_barrier();
  int sum = s[tid] + s[tid ^ 1u];
  for (unsigned round = 0; round < 2; ++round) {
    __openhip_barrier();
    s[tid] = sum + (int)round;
    __openhip_barrier();
    sum += s[(tid + 2) % blockDim_x];
  }
  out[gid] = sum;
}

// A block-uniform loop around two barriers in a 2-D block: the sub-CFG that
// decides whether to loop again runs work-item 0 first, then the others.
void KERNEL(barrier_loop_2d)(int* out, int rounds, const OpenHipLaunchCtx* ctx) {
  int* s = SHARED(int);
  unsigned lid = threadIdx_x + blockDim_x * threadIdx_y;
  unsigned n = blockDim_x * blockDim_y;
  int v = (int)lid;
  for (int r = 0; r < rounds; ++r) {
    s[lid] = v;
    __openhip_barrier();
    v += s[(lid + 1) % n] * (r + 1);
    __openhip_barrier();
  }
  out[blockIdx_x * n + lid] = v;
}

// The return decision is computed before a barrier and used after it, and a
// guard on a value that differs per work-item must not narrow the x loop.
void KERNEL(late_divergent_return)(const int* limits, int* out, unsigned n, const OpenHipLaunchCtx* ctx) {
  int* s = SHARED(int);
  unsigned tid = threadIdx_x, gid = blockIdx_x * blockDim_x + tid;
  int outside = gid >= n;
  int limit = limits[tid];
  s[tid] = (int)tid;
  __openhip_barrier();
  if (outside) return;
  int value = s[(tid + 1) % blockDim_x];
  if (tid < (unsigned)limit) value += 100;
  __openhip_barrier();
  out[gid] = value;
}
