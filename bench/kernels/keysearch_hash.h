// The hash of keysearch.hip and keysearch_omp.cpp (keysearch.cl spells it
// again in OpenCL C): the key padded by its length as md5 pads a message,
// then 16 multiply-xor-rotate rounds with a salt.
#ifndef OPENHIP_BENCH_KEYSEARCH_HASH_H
#define OPENHIP_BENCH_KEYSEARCH_HASH_H

#if defined(__HIPCC__)
#define KEYSEARCH_HD __host__ __device__
#else
#define KEYSEARCH_HD
#endif

/// The rounds on an already padded key.
KEYSEARCH_HD inline unsigned keysearch_rounds(unsigned key, unsigned salt) {
  unsigned h = salt;
  for (int r = 0; r < 16; ++r) {
    h = (h ^ key) * 0x01000193u + static_cast<unsigned>(r);
    h = (h << 13 | h >> 19) ^ (h >> 7);
  }
  return h;
}

KEYSEARCH_HD inline unsigned keysearch_hash(unsigned key, unsigned length, unsigned salt) {
  switch (length) {
    case 0: key |= 0x80u; break;
    case 1: key |= 0x8000u; break;
    case 2: key |= 0x800000u; break;
    case 3: key |= 0x80000000u; break;
  }
  return keysearch_rounds(key, salt);
}

#endif
