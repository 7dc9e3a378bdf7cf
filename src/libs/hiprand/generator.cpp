#include "generator.h"

#include <cmath>
#include <cstdint>
#include <new>

namespace openhip_rand::host {

Generator::Generator(Flavor flavor, Engine engine, bool host)
    : flavor_(flavor), engine_(engine), host_(host),
      // Default seeds: 0, except rocRAND's MRG32k3a (12345, which its engine
      // also substitutes for 0).
      seed_(flavor == Flavor::rocrand && engine == Engine::mrg32k3a ? 12345ull : 0ull),
      ordering_(isQuasi(engine) ? quasi_default : pseudo_default) {}

Generator::~Generator() {
  // Kernels already enqueued may still use the generator's memory.
  if (host_) {
    if (hostStream_ != nullptr) {
      (void)hipStreamSynchronize(hostStream_);
      (void)hipStreamDestroy(hostStream_);
    }
  } else {
    (void)hipStreamSynchronize(stream_);
  }
  for (auto& entry : rocrandTables_)
    destroyRocrandTable(entry.second);
  for (auto& entry : curandTables_)
    destroyCurandDistribution(entry.second, true);
  for (void* p : allocations_)
    (void)hipFree(p);
  for (void* p : hostAllocations_)
    (void)hipHostFree(p);
  if (stagingDone_ != nullptr)
    (void)hipEventDestroy(stagingDone_);
}

void* Generator::allocate(size_t bytes) {
  void* p = nullptr;
  if (hipMalloc(&p, bytes) != hipSuccess)
    return nullptr;
  allocations_.push_back(p);
  return p;
}

void* Generator::allocateHost(size_t bytes) {
  void* p = nullptr;
  if (hipHostMalloc(&p, bytes) != hipSuccess)
    return nullptr;
  hostAllocations_.push_back(p);
  return p;
}

void* Generator::staging(size_t bytes) {
  if (stagingDone_ != nullptr && hipEventSynchronize(stagingDone_) != hipSuccess)
    return nullptr;
  if (bytes > stagingBytes_) {
    staging_ = allocateHost(bytes);
    stagingBytes_ = staging_ != nullptr ? bytes : 0;
  }
  return staging_;
}

void Generator::stagingEnqueued() {
  if (stagingDone_ == nullptr &&
      hipEventCreateWithFlags(&stagingDone_, hipEventDisableTiming) != hipSuccess) {
    stagingDone_ = nullptr;
    (void)hipStreamSynchronize(stream()); // no event: wait instead
    return;
  }
  (void)hipEventRecord(stagingDone_, stream());
}

Status Generator::setSeed(unsigned long long seed) {
  if (isQuasi(engine_))
    return Status::type_error;
  seed_ = seed;
  prepared_ = false;
  return Status::success;
}

Status Generator::setOffset(unsigned long long offset) {
  // MTGP32 and MT19937 have no skip-ahead (hipRAND documents TYPE_ERROR).
  if (engine_ == Engine::mtgp32 || engine_ == Engine::mt19937)
    return Status::type_error;
  // A Sobol32 dimension has 2^32 points.
  if ((engine_ == Engine::sobol32 || engine_ == Engine::scrambled_sobol32) &&
      offset > 0xffffffffull) {
    return Status::out_of_range;
  }
  offset_ = offset;
  prepared_ = false;
  return Status::success;
}

Status Generator::setOrdering(int ordering) {
  if (isQuasi(engine_)) {
    if (ordering != quasi_default)
      return Status::out_of_range;
  } else {
    const bool pseudo = ordering == pseudo_best || ordering == pseudo_default ||
                        ordering == pseudo_legacy || ordering == pseudo_dynamic ||
                        (ordering == pseudo_seeded && engine_ == Engine::xorwow);
    if (!pseudo)
      return Status::out_of_range;
  }
  ordering_ = ordering;
  prepared_ = false;
  return Status::success;
}

Status Generator::setDimensions(unsigned int dimensions) {
  if (!isQuasi(engine_))
    return Status::type_error;
  if (dimensions < 1 || dimensions > 20000)
    return Status::out_of_range;
  dimensions_ = dimensions;
  prepared_ = false;
  return Status::success;
}

Status Generator::setStream(hipStream_t stream) {
  stream_ = stream;
  return Status::success;
}

Status Generator::initialize() {
  if (host_ && hostStream_ == nullptr &&
      hipStreamCreateWithFlags(&hostStream_, hipStreamNonBlocking) != hipSuccess) {
    return Status::allocation_failed;
  }
  if (!prepared_) {
    const Status status = prepare();
    if (status != Status::success)
      return status;
    prepared_ = true;
  }
  if (host_ && hipStreamSynchronize(hostStream_) != hipSuccess)
    return Status::launch_failure;
  return Status::success;
}

Status Generator::validate(const Request& r) const {
  const bool quasi = isQuasi(engine_);
  if (r.value == Value::u64 && !(quasi && is64BitQuasi(engine_)))
    return Status::type_error;
  if (r.distribution == Distribution::poisson && !(r.lambda > 0.0))
    return Status::out_of_range;
  if (quasi && r.n % dimensions_ != 0)
    return Status::length_not_multiple;
  // cuRAND's Box-Muller transforms fill pairs: an even count, pair-aligned.
  const bool pairs =
      r.distribution == Distribution::normal || r.distribution == Distribution::log_normal;
  if (flavor_ == Flavor::curand && pairs && !quasi) {
    const size_t size = r.value == Value::f64 ? sizeof(double) : sizeof(float);
    if (r.n % 2 != 0 || reinterpret_cast<uintptr_t>(r.data) % (2 * size) != 0)
      return Status::length_not_multiple;
  }
  if (r.n > 0 && r.data == nullptr)
    return Status::launch_failure;
  return Status::success;
}

Status Generator::generate(const Request& request) {
  Status status = validate(request);
  if (status != Status::success)
    return status;
  if (host_ && hostStream_ == nullptr &&
      hipStreamCreateWithFlags(&hostStream_, hipStreamNonBlocking) != hipSuccess) {
    return Status::allocation_failed;
  }
  if (!prepared_) {
    status = prepare();
    if (status != Status::success)
      return status;
    prepared_ = true;
  }
  if (request.n == 0)
    return Status::success;
  status = enqueue(request);
  if (status != Status::success)
    return status;
  if (host_ && hipStreamSynchronize(hostStream_) != hipSuccess)
    return Status::launch_failure;
  return Status::success;
}

const openhip_rand::roc::discrete_table* Generator::rocrandPoissonTable(double lambda) {
  auto found = rocrandTables_.find(lambda);
  if (found != rocrandTables_.end())
    return &found->second.table;
  unsigned int offset = 0;
  const std::vector<double> p = poissonProbabilities(lambda, offset);
  DeviceRocrandTable table;
  if (createRocrandTable(p, offset, table, true) != Status::success)
    return nullptr;
  return &rocrandTables_.emplace(lambda, table).first->second.table;
}

const curandDiscreteDistribution_st* Generator::curandPoissonTable(double lambda) {
  auto found = curandTables_.find(lambda);
  if (found != curandTables_.end())
    return found->second;
  curandDiscreteDistribution_st* table = nullptr;
  if (createCurandDistribution(lambda, &table, true) != Status::success)
    return nullptr;
  return curandTables_.emplace(lambda, table).first->second;
}

} // namespace openhip_rand::host

namespace openhip_rand::host {

std::unique_ptr<Generator> makeXorwowGenerator(Flavor flavor, bool host);
std::unique_ptr<Generator> makeMrg32k3aGenerator(Flavor flavor, bool host);
std::unique_ptr<Generator> makeMtgp32Generator(Flavor flavor, bool host);
std::unique_ptr<Generator> makeMt19937Generator(Flavor flavor, bool host);
std::unique_ptr<Generator> makePhiloxGenerator(Flavor flavor, bool host);
std::unique_ptr<Generator> makeSobolGenerator(Flavor flavor, Engine engine, bool host);

std::unique_ptr<Generator> makeGenerator(Flavor flavor, Engine engine, bool host) {
  try {
    switch (engine) {
    case Engine::xorwow:
      return makeXorwowGenerator(flavor, host);
    case Engine::mrg32k3a:
      return makeMrg32k3aGenerator(flavor, host);
    case Engine::mtgp32:
      return makeMtgp32Generator(flavor, host);
    case Engine::mt19937:
      return makeMt19937Generator(flavor, host);
    case Engine::philox4x32_10:
      return makePhiloxGenerator(flavor, host);
    default:
      return makeSobolGenerator(flavor, engine, host);
    }
  } catch (const std::bad_alloc&) {
    return nullptr;
  }
}

} // namespace openhip_rand::host
