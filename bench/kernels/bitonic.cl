// One bitonic sort stage in OpenCL C: the HIP kernel of bitonic.hip.
__kernel void bitonic(__global uint* keys, int j, int k) {
  uint i = get_group_id(0) * get_local_size(0) + get_local_id(0);
  uint ixj = i ^ j;
  if (ixj > i) {
    uint a = keys[i], b = keys[ixj];
    if ((i & k) == 0 ? a > b : a < b) {
      keys[i] = b;
      keys[ixj] = a;
    }
  }
}
