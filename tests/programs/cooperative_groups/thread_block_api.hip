// thread_block (this_thread_block()) values for 1-D, 2-D and 3-D blocks, the
// same values through a plain thread_group and the free functions, and
// block.sync() ordering shared-memory writes.
#include <hip/hip_cooperative_groups.h>

#include <vector>

#include "cooperative_check.h"

namespace cg = cooperative_groups;

struct Record {
  unsigned group_index[3], thread_index[3], group_dim[3];
  unsigned size, num_threads, thread_rank, valid;
  unsigned base_size, base_rank, base_valid, base_type, free_size, free_rank;
  unsigned neighbour;  // the rank of the next thread, read after block.sync()
};

__device__ unsigned rankThroughBase(cg::thread_group g) { return g.thread_rank(); }

__global__ void recordBlock(Record* out) {
  __shared__ unsigned ranks[1024];
  cg::thread_block block = cg::this_thread_block();
  const unsigned rank = block.thread_rank();
  const unsigned long long block_linear = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
  Record& r = out[block_linear * block.size() + rank];
  const dim3 gi = block.group_index(), ti = block.thread_index(), gd = block.group_dim();
  r.group_index[0] = gi.x, r.group_index[1] = gi.y, r.group_index[2] = gi.z;
  r.thread_index[0] = ti.x, r.thread_index[1] = ti.y, r.thread_index[2] = ti.z;
  r.group_dim[0] = gd.x, r.group_dim[1] = gd.y, r.group_dim[2] = gd.z;
  r.size = block.size();
  r.num_threads = block.num_threads();
  r.thread_rank = rank;
  r.valid = block.is_valid();
  cg::thread_group base = block;
  r.base_size = base.size();
  r.base_rank = rankThroughBase(block);
  r.base_valid = base.is_valid();
  r.base_type = base.cg_type();
  r.free_size = cg::group_size(block);
  r.free_rank = cg::thread_rank(block);
  ranks[rank] = rank * 3 + 1;
  block.sync();
  r.neighbour = ranks[(rank + 1) % block.size()];
  cg::sync(block);
  ranks[rank] = 0;
  base.sync();  // through the base type as well
  r.neighbour += ranks[(rank + 1) % block.size()];
}

int main() {
  Checker check;
  const dim3 shapes[][2] = {{dim3(3), dim3(100)},
                            {dim3(2, 3), dim3(8, 5)},
                            {dim3(2, 1, 2), dim3(4, 3, 5)},
                            {dim3(1), dim3(1024)}};
  for (const auto& shape : shapes) {
    const dim3 grid = shape[0], block = shape[1];
    const unsigned threads = block.x * block.y * block.z;
    const unsigned blocks = grid.x * grid.y * grid.z;
    Record* d = nullptr;
    HIP_CHECK(hipMalloc(&d, sizeof(Record) * threads * blocks));
    hipLaunchKernelGGL(recordBlock, grid, block, 0, 0, d);
    HIP_CHECK_LAUNCH();
    std::vector<Record> h(threads * blocks);
    HIP_CHECK(hipMemcpy(h.data(), d, sizeof(Record) * h.size(), hipMemcpyDeviceToHost));
    HIP_CHECK(hipFree(d));
    for (unsigned bz = 0; bz < grid.z; ++bz)
      for (unsigned by = 0; by < grid.y; ++by)
        for (unsigned bx = 0; bx < grid.x; ++bx)
          for (unsigned tz = 0; tz < block.z; ++tz)
            for (unsigned ty = 0; ty < block.y; ++ty)
              for (unsigned tx = 0; tx < block.x; ++tx) {
                const unsigned b = bx + grid.x * (by + grid.y * bz);
                const unsigned rank = tx + block.x * (ty + block.y * tz);
                const Record& r = h[b * threads + rank];
                const long i = b * threads + rank;
                check.expect_eq("group_index.x", i, r.group_index[0], bx);
                check.expect_eq("group_index.y", i, r.group_index[1], by);
                check.expect_eq("group_index.z", i, r.group_index[2], bz);
                check.expect_eq("thread_index.x", i, r.thread_index[0], tx);
                check.expect_eq("thread_index.y", i, r.thread_index[1], ty);
                check.expect_eq("thread_index.z", i, r.thread_index[2], tz);
                check.expect_eq("group_dim.x", i, r.group_dim[0], block.x);
                check.expect_eq("group_dim.y", i, r.group_dim[1], block.y);
                check.expect_eq("group_dim.z", i, r.group_dim[2], block.z);
                check.expect_eq("size", i, r.size, threads);
                check.expect_eq("num_threads", i, r.num_threads, threads);
                check.expect_eq("thread_rank", i, r.thread_rank, rank);
                check.expect_eq("is_valid", i, r.valid, 1);
                check.expect_eq("base size", i, r.base_size, threads);
                check.expect_eq("base thread_rank", i, r.base_rank, rank);
                check.expect_eq("base is_valid", i, r.base_valid, 1);
                check.expect_eq("base cg_type", i, r.base_type, unsigned(cg::internal::cg_workgroup));
                check.expect_eq("group_size()", i, r.free_size, threads);
                check.expect_eq("thread_rank()", i, r.free_rank, rank);
                check.expect_eq("neighbour after sync", i, r.neighbour, ((rank + 1) % threads) * 3 + 1);
              }
  }
  return check.finish();
}
