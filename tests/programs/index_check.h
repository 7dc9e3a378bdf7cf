// Shared by the index_* programs: every thread records all twelve built-in
// index/dimension components at the slot of its global linear id; the host
// checks each one against the launch configuration.
#ifndef OPENHIP_TESTS_INDEX_CHECK_H
#define OPENHIP_TESTS_INDEX_CHECK_H

#include "program_check.h"

#include <vector>

struct Ids {
  unsigned tx, ty, tz, bx, by, bz, ndx, ndy, ndz, ngx, ngy, ngz;
};

__global__ void record_ids(Ids* out) {
  unsigned block = (blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x;
  unsigned local = (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  unsigned slot = block * (blockDim.x * blockDim.y * blockDim.z) + local;
  out[slot] = Ids{threadIdx.x, threadIdx.y, threadIdx.z, blockIdx.x, blockIdx.y, blockIdx.z,
                  blockDim.x,  blockDim.y,  blockDim.z,  gridDim.x,  gridDim.y,  gridDim.z};
}

// Launches record_ids with (grid, block) and checks every slot.
inline void check_ids(Checker& check, dim3 grid, dim3 block) {
  const size_t threads = size_t(block.x) * block.y * block.z;
  const size_t total = size_t(grid.x) * grid.y * grid.z * threads;
  Ids* d_out;
  HIP_CHECK(hipMalloc(&d_out, total * sizeof(Ids)));
  HIP_CHECK(hipMemset(d_out, 0xff, total * sizeof(Ids)));
  record_ids<<<grid, block>>>(d_out);
  HIP_CHECK_LAUNCH();
  std::vector<Ids> out(total);
  HIP_CHECK(hipMemcpy(out.data(), d_out, total * sizeof(Ids), hipMemcpyDeviceToHost));
  HIP_CHECK(hipFree(d_out));
  size_t slot = 0;
  for (unsigned bz = 0; bz < grid.z; ++bz)
    for (unsigned by = 0; by < grid.y; ++by)
      for (unsigned bx = 0; bx < grid.x; ++bx)
        for (unsigned tz = 0; tz < block.z; ++tz)
          for (unsigned ty = 0; ty < block.y; ++ty)
            for (unsigned tx = 0; tx < block.x; ++tx, ++slot) {
              const Ids& got = out[slot];
              const unsigned want[12] = {tx, ty, tz, bx, by, bz, block.x, block.y, block.z, grid.x, grid.y, grid.z};
              const unsigned have[12] = {got.tx, got.ty, got.tz, got.bx, got.by, got.bz,
                                         got.ndx, got.ndy, got.ndz, got.ngx, got.ngy, got.ngz};
              for (int c = 0; c < 12; ++c) check.expect_eq("component", long(slot) * 12 + c, have[c], want[c]);
            }
}

#endif
