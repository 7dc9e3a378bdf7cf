#include "discrete.h"

#include <hip/hip_runtime.h>

#include <cmath>
#include <cstring>

namespace openhip_rand::host {

std::vector<double> poissonProbabilities(double lambda, unsigned int& offset) {
  // Window of 2 * 16 * (2 + sqrt(lambda)) values centred on floor(lambda),
  // trimmed where the probability falls below 1e-12 (rocRAND's table).
  const size_t capacity = 2 * static_cast<size_t>(16.0 * (2.0 + std::sqrt(lambda)));
  std::vector<double> p(capacity);
  const double epsilon = 1e-12;
  const double logLambda = std::log(lambda);
  const int left = static_cast<int>(std::floor(lambda)) - static_cast<int>(capacity / 2);
  int lo = 0;
  for (int i = static_cast<int>(capacity / 2); i >= 0; --i) {
    const double x = left + i;
    const double pp = std::exp(x * logLambda - std::lgamma(x + 1.0) - lambda);
    if (pp < epsilon) {
      lo = i + 1;
      break;
    }
    p[i] = pp;
  }
  int hi = static_cast<int>(capacity) - 1;
  for (int i = static_cast<int>(capacity / 2) + 1; i < static_cast<int>(capacity); ++i) {
    const double x = left + i;
    const double pp = std::exp(x * logLambda - std::lgamma(x + 1.0) - lambda);
    if (pp < epsilon) {
      hi = i - 1;
      break;
    }
    p[i] = pp;
  }
  std::vector<double> result(p.begin() + lo, p.begin() + hi + 1);
  offset = static_cast<unsigned int>(left + lo);
  return result;
}

static std::vector<double> normalized(std::vector<double> p) {
  double sum = 0.0;
  for (double x : p)
    sum += x;
  for (double& x : p)
    x /= sum;
  return p;
}

AliasTable buildAliasTable(const std::vector<double>& weights) {
  // Walker/Vose: pair an under-full column (small) with an over-full one
  // (large), last in first out, as rocRAND does so tables are identical.
  std::vector<double> p = normalized(weights);
  const unsigned int size = static_cast<unsigned int>(p.size());
  const double average = 1.0 / size;
  AliasTable t{std::vector<double>(size), std::vector<unsigned int>(size)};
  std::vector<unsigned int> small, large;
  for (unsigned int i = 0; i < size; ++i)
    (p[i] >= average ? large : small).push_back(i);
  while (!small.empty() && !large.empty()) {
    const unsigned int less = small.back();
    small.pop_back();
    const unsigned int more = large.back();
    large.pop_back();
    t.probability[less] = p[less] * size;
    t.alias[less] = more;
    p[more] = (p[more] + p[less]) - average;
    (p[more] >= average ? large : small).push_back(more);
  }
  for (unsigned int i : small)
    t.probability[i] = 1.0;
  for (unsigned int i : large)
    t.probability[i] = 1.0;
  return t;
}

std::vector<double> buildCdf(const std::vector<double>& weights) {
  const std::vector<double> p = normalized(weights);
  std::vector<double> cdf(p.size());
  double sum = 0.0;
  for (size_t i = 0; i < p.size(); ++i)
    cdf[i] = sum += p[i];
  return cdf;
}

SquareHistogram buildSquareHistogram(const std::vector<double>& weights) {
  // Marsaglia, Tsang, Wang: column j of height 1/n returns j below V[j] and
  // K[j] above; "Robin Hood" moves the excess of full columns into others.
  std::vector<double> p = normalized(weights);
  const unsigned int n = static_cast<unsigned int>(p.size());
  const double a = 1.0 / n;
  SquareHistogram h{std::vector<double>(n), std::vector<unsigned int>(n)};
  std::vector<unsigned int> small, large;
  for (unsigned int j = 0; j < n; ++j) {
    h.k[j] = j;
    h.v[j] = (j + 1) * a;
    (p[j] < a ? small : large).push_back(j);
  }
  while (!small.empty() && !large.empty()) {
    const unsigned int j = small.back();
    small.pop_back();
    const unsigned int k = large.back();
    large.pop_back();
    h.k[j] = k;
    h.v[j] = j * a + p[j];
    p[k] -= a - p[j];
    p[j] = a;
    (p[k] < a ? small : large).push_back(k);
  }
  return h;
}

static hipError_t allocateTable(void** p, size_t bytes, bool pinned) {
  return pinned ? hipHostMalloc(p, bytes) : hipMalloc(p, bytes);
}

static void freeTable(void* p, bool pinned) {
  if (p == nullptr)
    return;
  if (pinned) {
    (void)hipHostFree(p);
  } else {
    (void)hipFree(p);
  }
}

static hipError_t fillTable(void* dst, const void* src, size_t bytes, bool pinned) {
  if (pinned) {
    std::memcpy(dst, src, bytes);
    return hipSuccess;
  }
  return hipMemcpy(dst, src, bytes, hipMemcpyHostToDevice);
}

Status createRocrandTable(const std::vector<double>& p, unsigned int offset,
                          DeviceRocrandTable& out, bool pinned) {
  const unsigned int size = static_cast<unsigned int>(p.size());
  const AliasTable alias = buildAliasTable(p);
  const std::vector<double> cdf = buildCdf(p);
  auto& t = out.table;
  t = {};
  t.size = size;
  t.offset = offset;
  out.pinned = pinned;
  if (allocateTable(reinterpret_cast<void**>(&t.probability), sizeof(double) * size, pinned) !=
          hipSuccess ||
      allocateTable(reinterpret_cast<void**>(&t.alias), sizeof(unsigned int) * size, pinned) !=
          hipSuccess ||
      allocateTable(reinterpret_cast<void**>(&t.cdf), sizeof(double) * size, pinned) !=
          hipSuccess) {
    destroyRocrandTable(out);
    return Status::allocation_failed;
  }
  if (fillTable(t.probability, alias.probability.data(), sizeof(double) * size, pinned) !=
          hipSuccess ||
      fillTable(t.alias, alias.alias.data(), sizeof(unsigned int) * size, pinned) != hipSuccess ||
      fillTable(t.cdf, cdf.data(), sizeof(double) * size, pinned) != hipSuccess) {
    destroyRocrandTable(out);
    return Status::internal_error;
  }
  return Status::success;
}

void destroyRocrandTable(DeviceRocrandTable& t) {
  freeTable(t.table.probability, t.pinned);
  freeTable(t.table.alias, t.pinned);
  freeTable(t.table.cdf, t.pinned);
  t.table = {};
}

Status createCurandDistribution(double lambda, curandDiscreteDistribution_st** device,
                                bool pinned) {
  // One allocation: header | M2 record | histogram record | V[n] | K[n].
  curandDiscreteDistribution_st header{};
  std::vector<double> p;
  unsigned int shift = 0;
  if (lambda <= kPoissonTableLimit) {
    p = poissonProbabilities(lambda, shift);
    header.method = CURAND_M2;
  } else {
    header.method = CURAND_DEFINITION;
  }
  header.mean = lambda;
  header.stddev = std::sqrt(lambda);
  const size_t n = p.size();
  const size_t bytes = sizeof(curandDiscreteDistribution_st) +
                       sizeof(curandDistributionM2Shift_st) + sizeof(curandHistogramM2_st) +
                       n * sizeof(double) + n * sizeof(unsigned int);
  char* base = nullptr;
  if (allocateTable(reinterpret_cast<void**>(&base), bytes, pinned) != hipSuccess)
    return Status::allocation_failed;
  std::vector<char> image(bytes);
  auto* m2 = reinterpret_cast<curandDistributionM2Shift_st*>(base + sizeof(header));
  auto* histogram =
      reinterpret_cast<curandHistogramM2_st*>(reinterpret_cast<char*>(m2) + sizeof(*m2));
  auto* v = reinterpret_cast<double*>(reinterpret_cast<char*>(histogram) + sizeof(*histogram));
  auto* k = reinterpret_cast<unsigned int*>(v + n);
  header.self_host_ptr = reinterpret_cast<curandDiscreteDistribution_st*>(base);
  header.M2 = m2;
  curandDistributionM2Shift_st m2Record{histogram, shift, static_cast<unsigned int>(n)};
  curandHistogramM2_st histogramRecord{v, k};
  std::memcpy(image.data(), &header, sizeof(header));
  std::memcpy(image.data() + sizeof(header), &m2Record, sizeof(m2Record));
  std::memcpy(image.data() + sizeof(header) + sizeof(m2Record), &histogramRecord,
              sizeof(histogramRecord));
  if (n > 0) {
    const SquareHistogram h = buildSquareHistogram(p);
    char* arrays = image.data() + sizeof(header) + sizeof(m2Record) + sizeof(histogramRecord);
    std::memcpy(arrays, h.v.data(), n * sizeof(double));
    std::memcpy(arrays + n * sizeof(double), h.k.data(), n * sizeof(unsigned int));
  }
  if (fillTable(base, image.data(), bytes, pinned) != hipSuccess) {
    freeTable(base, pinned);
    return Status::internal_error;
  }
  *device = reinterpret_cast<curandDiscreteDistribution_st*>(base);
  return Status::success;
}

void destroyCurandDistribution(curandDiscreteDistribution_st* device, bool pinned) {
  freeTable(device, pinned);
}

} // namespace openhip_rand::host
