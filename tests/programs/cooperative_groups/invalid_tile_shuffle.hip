// Must not compile: a tile of 128 threads spans several warps, so it has no
// shuffles (hipcc reports the static_assert naming the operation).
#include <hip/hip_cooperative_groups.h>

namespace cg = cooperative_groups;

__global__ void shuffleAcrossWarps(int* out) {
  cg::thread_block_tile<128> tile = cg::tiled_partition<128>(cg::this_thread_block());
  out[threadIdx.x] = tile.shfl_down(out[threadIdx.x], 1);
}

int main() { return 0; }
