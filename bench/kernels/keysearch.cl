// Key search in OpenCL C: the HIP kernel of keysearch.hip and the hash of
// keysearch_hash.h.
uint keysearch_hash(uint key, uint length, uint salt) {
  switch (length) {
    case 0: key |= 0x80u; break;
    case 1: key |= 0x8000u; break;
    case 2: key |= 0x800000u; break;
    case 3: key |= 0x80000000u; break;
  }
  uint h = salt;
  for (int r = 0; r < 16; ++r) {
    h = (h ^ key) * 0x01000193u + (uint)r;
    h = (h << 13 | h >> 19) ^ (h >> 7);
  }
  return h;
}

__kernel void keysearch(__global int* found, __global uint* found_hash, int count, int per, uint length, uint salt,
                        uint target) {
  int start = (get_group_id(0) * get_local_size(0) + get_local_id(0)) * per;
  for (int j = 0; j < per && start + j < count; ++j) {
    uint h = keysearch_hash((uint)(start + j), length, salt);
    if (h == target) {
      found[0] = start + j;
      found_hash[0] = h;
    }
  }
}
