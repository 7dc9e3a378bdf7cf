// Tables for discrete distributions (Poisson): the probabilities, rocRAND's
// alias table and CDF, and cuRAND's square histogram; and device copies of
// them in the layouts the device APIs read (hiprandDiscreteDistribution_st,
// curandDiscreteDistribution_st).
#ifndef OPENHIP_HIPRAND_DISCRETE_H
#define OPENHIP_HIPRAND_DISCRETE_H

#include "request.h"

#include <curand.h>
#include <hiprand/detail/rocrand_distributions.h>

#include <vector>

namespace openhip_rand::host {

// Poisson probabilities above 1e-12 around lambda: p[i] is P(offset + i).
std::vector<double> poissonProbabilities(double lambda, unsigned int& offset);

struct AliasTable {
  std::vector<double> probability;
  std::vector<unsigned int> alias;
};
AliasTable buildAliasTable(const std::vector<double>& p); // rocRAND's construction
std::vector<double> buildCdf(const std::vector<double>& p);

struct SquareHistogram {
  std::vector<double> v;
  std::vector<unsigned int> k;
};
SquareHistogram buildSquareHistogram(const std::vector<double>& p);

// Largest lambda tabulated; above it both libraries approximate Poisson by a
// rounded normal value.
constexpr double kPoissonTableLimit = 4000.0;

// hipRAND's table (alias and CDF) in device memory, or in pinned host memory
// (`pinned`: written without any stream operation, for the generators);
// `table` is a copy of the header with the arrays' addresses.
struct DeviceRocrandTable {
  openhip_rand::roc::discrete_table table{};
  bool pinned = false;
};
Status createRocrandTable(const std::vector<double>& p, unsigned int offset,
                          DeviceRocrandTable& out, bool pinned = false);
void destroyRocrandTable(DeviceRocrandTable& t);

// cuRAND's distribution: every part (header, M2 record, histogram arrays)
// lives in one allocation (device memory, or pinned host memory) that
// `device` points to.
Status createCurandDistribution(double lambda, curandDiscreteDistribution_st** device,
                                bool pinned = false);
void destroyCurandDistribution(curandDiscreteDistribution_st* device, bool pinned = false);

} // namespace openhip_rand::host

#endif // OPENHIP_HIPRAND_DISCRETE_H
