// All-pairs n-body accelerations in OpenCL C: the HIP kernel of nbody.hip.
__kernel void nbody(__global const float4* pos, __global float4* acc, int n, float eps2) {
  int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
  if (i >= n) return;
  float4 p = pos[i];
  float ax = 0.0f, ay = 0.0f, az = 0.0f;
  for (int j = 0; j < n; ++j) {
    float4 q = pos[j];
    float dx = q.x - p.x, dy = q.y - p.y, dz = q.z - p.z;
    float inv = rsqrt(dx * dx + dy * dy + dz * dz + eps2);
    float s = q.w * inv * inv * inv;
    ax += dx * s;
    ay += dy * s;
    az += dz * s;
  }
  acc[i] = (float4)(ax, ay, az, 0.0f);
}
