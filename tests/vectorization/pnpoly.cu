struct float2 { float x, y; };
// HeCBench pnpoly's pnpoly_base: each work-item tests its point against every
// edge of a polygon. vertex[j] and vertex[k] are the same for all work-items.
extern "C" __global__ void pnpoly(int* __restrict__ bitmap, const float2* __restrict__ point,
                                  const float2* __restrict__ vertex, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    int c = 0;
    float2 p = point[i];
    int k = 599;
    for (int j = 0; j < 600; k = j++) {
      float2 vj = vertex[j];
      float2 vk = vertex[k];
      float slope = (vk.x - vj.x) / (vk.y - vj.y);
      if (((vj.y > p.y) != (vk.y > p.y)) && (p.x < slope * (p.y - vj.y) + vj.x)) c = !c;
    }
    bitmap[i] = c;
  }
}
