// The live handles of one kind (generators, discrete distributions), so that
// a destroyed or foreign handle gets an error status instead of a crash.
#ifndef OPENHIP_HIPRAND_HANDLES_H
#define OPENHIP_HIPRAND_HANDLES_H

#include <mutex>
#include <unordered_set>

namespace openhip_rand::host {

template <typename T> class HandleSet {
public:
  void add(T* handle) {
    std::lock_guard<std::mutex> lock(mutex_);
    live_.insert(handle);
  }
  // Removes the handle; false if it was not live.
  bool remove(T* handle) {
    std::lock_guard<std::mutex> lock(mutex_);
    return live_.erase(handle) != 0;
  }
  bool contains(T* handle) const {
    std::lock_guard<std::mutex> lock(mutex_);
    return live_.count(handle) != 0;
  }

private:
  mutable std::mutex mutex_;
  std::unordered_set<T*> live_;
};

} // namespace openhip_rand::host

#endif // OPENHIP_HIPRAND_HANDLES_H
