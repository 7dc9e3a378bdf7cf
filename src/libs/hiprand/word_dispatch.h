// Chooses the conversion functor for a request to a generator of 32-bit
// words (XORWOW, MRG32k3a, MTGP32, MT19937, Philox) and calls
// `run(functor, typed output pointer)`; the generator's kernels are
// instantiated for each functor.
#ifndef OPENHIP_HIPRAND_WORD_DISPATCH_H
#define OPENHIP_HIPRAND_WORD_DISPATCH_H

#include "distributions.h"

namespace openhip_rand::host {

// How cuRAND's uniform double draws words for this engine (its device API's
// curand_uniform_double): two words for XORWOW, one for the others.
inline bool curandDoubleUsesTwoWords(Engine e) {
  return e == Engine::xorwow;
}

template <typename Run>
Status dispatchWords(const Request& r, Flavor flavor, Engine engine,
                     const openhip_rand::roc::discrete_table* roc_table,
                     const curandDiscreteDistribution_st* cu_table, Run&& run) {
  const bool mrg = engine == Engine::mrg32k3a;
  const bool cuda = flavor == Flavor::curand;
  const bool log = r.distribution == Distribution::log_normal;
  switch (r.distribution) {
  case Distribution::bits:
    switch (r.value) {
    case Value::u32:
      return run(BitsDist<unsigned int>{mrg, cuda}, static_cast<unsigned int*>(r.data));
    case Value::u16:
      return run(BitsDist<unsigned short>{mrg, cuda}, static_cast<unsigned short*>(r.data));
    case Value::u8:
      return run(BitsDist<unsigned char>{mrg, cuda}, static_cast<unsigned char*>(r.data));
    default:
      return Status::type_error;
    }
  case Distribution::uniform:
    switch (r.value) {
    case Value::f32:
      if (mrg)
        return run(UniformFloatMrg{}, static_cast<float*>(r.data));
      if (cuda)
        return run(UniformFloatCu{}, static_cast<float*>(r.data));
      return run(UniformFloatRoc{}, static_cast<float*>(r.data));
    case Value::f64:
      if (mrg)
        return run(UniformDoubleMrg{}, static_cast<double*>(r.data));
      if (!cuda)
        return run(UniformDoubleRoc{}, static_cast<double*>(r.data));
      if (curandDoubleUsesTwoWords(engine))
        return run(UniformDoubleCuHq{}, static_cast<double*>(r.data));
      return run(UniformDoubleCu{}, static_cast<double*>(r.data));
    case Value::f16:
      return run(UniformHalfRoc{mrg}, static_cast<__half*>(r.data));
    default:
      return Status::type_error;
    }
  case Distribution::normal:
  case Distribution::log_normal:
    switch (r.value) {
    case Value::f32: {
      const float m = static_cast<float>(r.mean), s = static_cast<float>(r.stddev);
      if (cuda) {
        if (mrg)
          return run(NormalFloatMrgCu{m, s, log}, static_cast<float*>(r.data));
        return run(NormalFloatCu{m, s, log}, static_cast<float*>(r.data));
      }
      if (mrg)
        return run(NormalFloatMrgRoc{m, s, log}, static_cast<float*>(r.data));
      return run(NormalFloatRoc{m, s, log}, static_cast<float*>(r.data));
    }
    case Value::f64:
      if (cuda) {
        if (mrg)
          return run(NormalDoubleMrgCu{r.mean, r.stddev, log}, static_cast<double*>(r.data));
        return run(NormalDoubleCu{r.mean, r.stddev, log}, static_cast<double*>(r.data));
      }
      if (mrg)
        return run(NormalDoubleMrgRoc{r.mean, r.stddev, log}, static_cast<double*>(r.data));
      return run(NormalDoubleRoc{r.mean, r.stddev, log}, static_cast<double*>(r.data));
    case Value::f16:
      return run(NormalHalfRoc{static_cast<float>(r.mean), static_cast<float>(r.stddev), log, mrg},
                 static_cast<__half*>(r.data));
    default:
      return Status::type_error;
    }
  case Distribution::poisson:
    if (r.value != Value::u32)
      return Status::type_error;
    if (cuda) {
      if (cu_table == nullptr)
        return Status::allocation_failed;
      return run(PoissonCu{cu_table, mrg}, static_cast<unsigned int*>(r.data));
    }
    return run(PoissonRoc{roc_table, r.lambda, mrg}, static_cast<unsigned int*>(r.data));
  }
  return Status::internal_error;
}

} // namespace openhip_rand::host

#endif // OPENHIP_HIPRAND_WORD_DISPATCH_H
