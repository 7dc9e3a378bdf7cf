// A key search in the style of HeCBench md5hash: each work-item tries `per`
// consecutive keys (the last ones cut off at `count`), hashes each with a
// switch on the block-uniform key length, and reports a hit by storing to
// fixed addresses.
__device__ unsigned mix(unsigned word, unsigned length) {
  switch (length) {
    case 0: word |= 0x80u; break;
    case 1: word |= 0x8000u; break;
    case 2: word |= 0x800000u; break;
    case 3: word |= 0x80000000u; break;
  }
  unsigned h = 0x811c9dc5u;
  for (int r = 0; r < 6; ++r) {
    h = (h ^ word) * 0x01000193u;
    h = (h << 13) | (h >> 19);
  }
  return h;
}

extern "C" __global__ void key_search(int* found, unsigned char* found_key, unsigned* found_hash, int count, int per,
                                      int radix, unsigned length, unsigned target) {
  int start = (blockIdx.x * blockDim.x + threadIdx.x) * per;
  // The key's digits in base `radix`, as md5hash's IndexToKey computes them.
  unsigned char key[4] = {(unsigned char)(start % radix), (unsigned char)(start / radix % radix),
                          (unsigned char)(start / radix / radix % radix), 0};
  for (int j = 0; j < per && start + j < count; ++j) {
    unsigned h = mix(key[0] | key[1] << 8 | key[2] << 16 | (unsigned)key[3] << 24, length);
    if (h == target) {
      found[0] = start + j;
      found_key[0] = key[0];
      found_key[1] = key[1];
      found_key[2] = key[2];
      found_key[3] = key[3];
      found_hash[0] = h;
    }
    ++key[0];
  }
}
