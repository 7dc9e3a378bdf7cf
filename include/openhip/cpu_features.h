// The CPU features of OPENHIP_CPU_FEATURE_LIST (openhip/abi.h) this machine
// has, read with cpuid: used by the runtime to choose among a translation
// unit's kernel tables and by the tools that report them (hipconfig
// --list-targets, hipinfo). Header-only C++ so that tools need no runtime.
#ifndef OPENHIP_CPU_FEATURES_H
#define OPENHIP_CPU_FEATURES_H

#include <cstdint>
#include <string>

#include "openhip/abi.h"

#if defined(__x86_64__)
#include <cpuid.h>
#endif

namespace openhip::cpu_features {

/// The LLVM name of feature bit `bit`, or nullptr past the list.
inline const char* name(unsigned bit) {
  switch (bit) {
#define OPENHIP_CPU_FEATURE_NAME(index, text) \
  case index: return text;
    OPENHIP_CPU_FEATURE_LIST(OPENHIP_CPU_FEATURE_NAME)
#undef OPENHIP_CPU_FEATURE_NAME
    default: return nullptr;
  }
}

/// "avx512f, avx512bw" for the bits of `mask`.
inline std::string names(uint64_t mask) {
  std::string text;
  for (unsigned bit = 0; bit < 64; ++bit)
    if ((mask >> bit & 1) && name(bit)) text += (text.empty() ? "" : ", ") + std::string(name(bit));
  return text;
}

/// The highest x86-64 psABI level whose features `mask` holds.
inline const char* levelName(uint64_t mask) {
  if ((mask & OPENHIP_CPU_LEVEL_V4) == OPENHIP_CPU_LEVEL_V4) return "x86-64-v4";
  if ((mask & OPENHIP_CPU_LEVEL_V3) == OPENHIP_CPU_LEVEL_V3) return "x86-64-v3";
  if ((mask & OPENHIP_CPU_LEVEL_V2) == OPENHIP_CPU_LEVEL_V2) return "x86-64-v2";
  return "x86-64";
}

/// This CPU's features (0 on other architectures, where tables carry none).
/// AVX and AVX-512 count only when the OS saves their registers (XCR0).
inline uint64_t host() {
  uint64_t mask = 0;
#if defined(__x86_64__)
  unsigned a = 0, b = 0, c = 0, d = 0;
  auto set = [&mask](unsigned bit, unsigned reg, unsigned reg_bit) {
    if (reg >> reg_bit & 1) mask |= uint64_t{1} << bit;
  };
  unsigned max_leaf = __get_cpuid_max(0, nullptr);
  if (max_leaf < 1) return 0;
  __cpuid(1, a, b, c, d);
  set(0, c, 0);    // sse3
  set(1, c, 9);    // ssse3
  set(2, c, 19);   // sse4.1
  set(3, c, 20);   // sse4.2
  set(4, c, 23);   // popcnt
  set(5, c, 13);   // cx16
  set(11, c, 29);  // f16c
  set(12, c, 12);  // fma
  set(14, c, 22);  // movbe
  set(15, c, 26);  // xsave
  set(30, c, 25);  // aes
  set(31, c, 1);   // pclmul
  bool avx_state = false, avx512_state = false;
  if (c >> 27 & 1) {  // OSXSAVE: xgetbv is available
    unsigned lo = 0, hi = 0;
    __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
    avx_state = (lo & 0x6) == 0x6;             // SSE and AVX state
    avx512_state = avx_state && (lo & 0xe0) == 0xe0;  // opmask, ZMM0-15 high, ZMM16-31
  }
  const bool avx = avx_state && (c >> 28 & 1);
  if (avx) mask |= uint64_t{1} << 7;
  else mask &= ~(uint64_t{1} << 11 | uint64_t{1} << 12);  // f16c and fma are VEX encoded
  if (max_leaf >= 7) {
    unsigned max_sub = 0;
    __cpuid_count(7, 0, max_sub, b, c, d);
    set(9, b, 3);    // bmi
    set(10, b, 8);   // bmi2
    set(36, b, 19);  // adx
    set(35, b, 29);  // sha
    if (avx) {
      set(8, b, 5);    // avx2
      set(32, c, 9);   // vaes
      set(33, c, 10);  // vpclmulqdq
    }
    set(34, c, 8);  // gfni
    if (avx512_state) {
      set(16, b, 16);  // avx512f
      set(19, b, 17);  // avx512dq
      set(26, b, 21);  // avx512ifma
      set(18, b, 28);  // avx512cd
      set(17, b, 30);  // avx512bw
      set(20, b, 31);  // avx512vl
      set(24, c, 1);   // avx512vbmi
      set(25, c, 6);   // avx512vbmi2
      set(21, c, 11);  // avx512vnni
      set(28, c, 12);  // avx512bitalg
      set(27, c, 14);  // avx512vpopcntdq
      set(23, d, 23);  // avx512fp16
    }
    if (max_sub >= 1) {
      __cpuid_count(7, 1, a, b, c, d);
      if (avx) set(29, a, 4);           // avxvnni
      if (avx512_state) set(22, a, 5);  // avx512bf16
    }
  }
  if (__get_cpuid_max(0x80000000u, nullptr) >= 0x80000001u) {
    __cpuid(0x80000001u, a, b, c, d);
    set(6, c, 0);   // sahf (LAHF/SAHF in 64-bit mode)
    set(13, c, 5);  // lzcnt (ABM)
  }
#endif
  return mask;
}

}  // namespace openhip::cpu_features

#endif
