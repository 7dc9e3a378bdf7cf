// Tiled transpose in OpenCL C: the HIP kernel of transpose.hip.
#define TILE 32
#ifndef ROWS
#define ROWS 8
#endif
__kernel void transpose(__global const float* in, __global float* out, int n) {
  __local float tile[TILE][TILE + 1];
  int tx = get_local_id(0), ty = get_local_id(1);
  int x = get_group_id(0) * TILE + tx;
  int y = get_group_id(1) * TILE + ty;
  for (int j = 0; j < TILE; j += ROWS) tile[ty + j][tx] = in[(y + j) * n + x];
  barrier(CLK_LOCAL_MEM_FENCE);
  x = get_group_id(1) * TILE + tx;
  y = get_group_id(0) * TILE + ty;
  for (int j = 0; j < TILE; j += ROWS) out[(y + j) * n + x] = tile[tx][ty + j];
}
