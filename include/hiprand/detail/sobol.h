// Sobol quasirandom sequences in Gray-code order (Antonov-Saleev): point i of
// one dimension is the XOR of the direction vectors selected by the bits of
// gray(i) = i ^ (i >> 1). The scrambled variants XOR a constant into every
// point. The caller supplies the direction vectors of the dimension (the host
// API's hiprandGetDirectionVectors32 and friends return the Joe-Kuo sets).
//
// State layout and member names as cuRAND's curandStateSobol32/64 (which
// carry the scramble constant `c` in the plain variants too).
#ifndef OPENHIP_RAND_DETAIL_SOBOL_H
#define OPENHIP_RAND_DETAIL_SOBOL_H

#include <hiprand/detail/rand_common.h>

namespace openhip_rand {

template <typename _Tp, int Bits> struct sobol_state {
  _Tp i; // index of the next point
  _Tp x; // the next point
  _Tp c; // scramble constant (0 for the plain sequences)
  _Tp direction_vectors[Bits];
};

using sobol32_state = sobol_state<unsigned int, 32>;
using sobol64_state = sobol_state<unsigned long long, 64>;

// Which direction vector the step after the last point (index all ones)
// uses: the last one for cuRAND, the first one for rocRAND.
enum class sobol_wrap { last, first };

// Index of the lowest zero bit of v.
template <typename _Tp, int Bits, sobol_wrap Wrap> OPENHIP_RAND_FUNC int sobol_lowest_zero(_Tp v) {
  const _Tp inverted = ~v;
  if (inverted == 0)
    return Wrap == sobol_wrap::last ? Bits - 1 : 0;
  return __builtin_ctzll(static_cast<unsigned long long>(inverted));
}

template <typename _Tp, int Bits>
OPENHIP_RAND_FUNC void sobol_skipahead(sobol_state<_Tp, Bits>* s, _Tp n) {
  s->i += n;
  const _Tp gray = s->i ^ (s->i >> 1);
  _Tp x = s->c;
  for (int k = 0; k < Bits; ++k) {
    if ((gray >> k) & 1)
      x ^= s->direction_vectors[k];
  }
  s->x = x;
}

template <typename _Tp, int Bits>
OPENHIP_RAND_FUNC void sobol_init(sobol_state<_Tp, Bits>* s, const _Tp* vectors, _Tp scramble, _Tp offset) {
  for (int k = 0; k < Bits; ++k)
    s->direction_vectors[k] = vectors[k];
  s->i = 0;
  s->c = scramble;
  s->x = scramble;
  sobol_skipahead(s, offset);
}

template <sobol_wrap Wrap, typename _Tp, int Bits>
OPENHIP_RAND_FUNC _Tp sobol_next(sobol_state<_Tp, Bits>* s) {
  const _Tp value = s->x;
  s->x ^= s->direction_vectors[sobol_lowest_zero<_Tp, Bits, Wrap>(s->i)];
  ++s->i;
  return value;
}

} // namespace openhip_rand

#endif // OPENHIP_RAND_DETAIL_SOBOL_H
