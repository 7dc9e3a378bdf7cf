// A host-API generator: its parameters (seed, offset, ordering, dimensions,
// stream), the checks every generation call shares, and the engine-specific
// work behind two virtual functions. Device generators enqueue kernels on
// their stream and return; host generators (hiprandCreateGeneratorHost)
// run on a private stream and wait for it.
#ifndef OPENHIP_HIPRAND_GENERATOR_H
#define OPENHIP_HIPRAND_GENERATOR_H

#include "discrete.h"
#include "request.h"

#include <hip/hip_runtime_api.h>

#include <map>
#include <memory>
#include <tuple>
#include <utility>
#include <vector>

namespace openhip_rand::host {

// hipRAND and cuRAND share the ordering values.
enum Ordering : int {
  pseudo_best = 100,
  pseudo_default = 101,
  pseudo_seeded = 102,
  pseudo_legacy = 103,
  pseudo_dynamic = 104,
  quasi_default = 201,
};

class Generator {
public:
  Generator(Flavor flavor, Engine engine, bool host);
  virtual ~Generator();
  Generator(const Generator&) = delete;
  Generator& operator=(const Generator&) = delete;

  Flavor flavor() const { return flavor_; }
  Engine engine() const { return engine_; }

  Status setSeed(unsigned long long seed);
  Status setOffset(unsigned long long offset);
  Status setOrdering(int ordering);
  Status setDimensions(unsigned int dimensions);
  Status setStream(hipStream_t stream);
  // Builds the engine states now (hiprandGenerateSeeds) instead of at the
  // first generation.
  Status initialize();
  Status generate(const Request& request);

protected:
  // (Re)builds the engine states for the current seed, offset and ordering;
  // called before a generation after any of them changed.
  virtual Status prepare() = 0;
  // Enqueues the generation of a validated, non-empty request on stream().
  virtual Status enqueue(const Request& request) = 0;

  hipStream_t stream() const { return host_ ? hostStream_ : stream_; }
  // Device memory owned by the generator, freed after its stream is idle.
  void* allocate(size_t bytes);
  // Pinned host memory (kernels read it; the host writes it without any
  // stream operation), freed after the stream is idle.
  void* allocateHost(size_t bytes);
  // Pinned staging memory for stream-ordered uploads of engine states: the
  // same buffer every time, after the previous upload from it completed.
  void* staging(size_t bytes);
  // Records that an upload from the staging buffer was enqueued.
  void stagingEnqueued();
  // The alias/CDF table of a Poisson lambda (kept until destruction:
  // kernels already enqueued may still read an older one).
  const openhip_rand::roc::discrete_table* rocrandPoissonTable(double lambda);
  const curandDiscreteDistribution_st* curandPoissonTable(double lambda);

  Flavor flavor_;
  Engine engine_;
  bool host_;
  unsigned long long seed_;
  unsigned long long offset_ = 0;
  int ordering_;
  unsigned int dimensions_ = 1;

private:
  Status validate(const Request& request) const;

  hipStream_t stream_ = nullptr;
  hipStream_t hostStream_ = nullptr;
  bool prepared_ = false;
  std::map<double, DeviceRocrandTable> rocrandTables_;
  std::map<double, curandDiscreteDistribution_st*> curandTables_;
  std::vector<void*> allocations_;
  std::vector<void*> hostAllocations_;
  void* staging_ = nullptr;
  size_t stagingBytes_ = 0;
  hipEvent_t stagingDone_ = nullptr;
};

// A generator of `engine` reproducing `flavor`'s sequences, or nullptr when
// memory runs out.
std::unique_ptr<Generator> makeGenerator(Flavor flavor, Engine engine, bool host);

// Launches `kernel` (a __global__ function) on `stream`, returning the
// launch's error without touching the thread's last error (hipLaunchKernel).
template <typename... Params, typename... Args>
hipError_t launchKernel(void (*kernel)(Params...), dim3 grid, dim3 block, hipStream_t stream,
                        Args&&... args) {
  std::tuple<Params...> values(std::forward<Args>(args)...);
  return std::apply(
      [&](auto&... v) {
        void* pointers[] = {static_cast<void*>(&v)..., nullptr};
        return hipLaunchKernel(reinterpret_cast<const void*>(kernel), grid, block, pointers, 0,
                               stream);
      },
      values);
}

} // namespace openhip_rand::host

#endif // OPENHIP_HIPRAND_GENERATOR_H
