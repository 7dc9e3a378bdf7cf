// Events and futures of the HIP system. An asynchronous algorithm runs on a
// stream (a new one unless the policy names one) after the events it depends
// on; its completion is a HIP event recorded after its work. The state of an
// operation keeps alive what the work still uses (result storage, the states
// of the operations it waited for) until the event has completed; destroying
// an unfinished event or future waits for it.
#pragma once

#include <thrust/system/hip/future.h>
#include <thrust/system/hip/detail/util.h>
#include <thrust/detail/event_error.h>

#include <memory>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

THRUST_NAMESPACE_BEGIN
namespace system {
namespace hip {
namespace detail {

struct async_state {
  hipStream_t stream = nullptr;
  bool owns_stream = false;
  hipEvent_t done = nullptr;
  std::vector<std::shared_ptr<void>> keep_alive;

  async_state() = default;
  async_state(const async_state&) = delete;
  async_state& operator=(const async_state&) = delete;

  ~async_state() {
    if (done) {
      (void)hipEventSynchronize(done);
      (void)hipEventDestroy(done);
    }
    keep_alive.clear();
    if (owns_stream)
      (void)hipStreamDestroy(stream);
  }

  // Marks the end of the work queued so far on the stream.
  void record() {
    thrust::hip_rocprim::throw_on_error(hipEventCreateWithFlags(&done, hipEventDisableTiming),
                                        "asynchronous algorithm: hipEventCreateWithFlags failed");
    thrust::hip_rocprim::throw_on_error(hipEventRecord(done, stream),
                                        "asynchronous algorithm: hipEventRecord failed");
  }
};

inline void throw_no_state() {
  throw thrust::event_error(thrust::event_errc::no_state);
}

} // namespace detail

// An event that has already happened (and a future whose value is there).
struct ready_event {
  ready_event() = default;
  bool valid() const noexcept { return true; }
  bool ready() const noexcept { return true; }
  void wait() const noexcept {}
};

template <typename T> struct ready_future {
  T value_;

  ready_future() = default;
  explicit ready_future(T value) : value_(std::move(value)) {}
  bool valid() const noexcept { return true; }
  bool ready() const noexcept { return true; }
  void wait() const noexcept {}
  T get() { return std::move(value_); }
};

struct unique_eager_event {
  std::shared_ptr<detail::async_state> state_;

  unique_eager_event() = default;
  explicit unique_eager_event(std::shared_ptr<detail::async_state> state)
      : state_(std::move(state)) {}
  unique_eager_event(unique_eager_event&&) = default;
  unique_eager_event& operator=(unique_eager_event&&) = default;
  unique_eager_event(const unique_eager_event&) = delete;
  unique_eager_event& operator=(const unique_eager_event&) = delete;

  bool valid() const noexcept { return bool(state_); }

  bool ready() const {
    if (!state_)
      detail::throw_no_state();
    const hipError_t status = hipEventQuery(state_->done);
    if (status == hipErrorNotReady)
      return false;
    thrust::hip_rocprim::throw_on_error(status, "event: hipEventQuery failed");
    return true;
  }

  void wait() const {
    if (!state_)
      detail::throw_no_state();
    thrust::hip_rocprim::throw_on_error(hipEventSynchronize(state_->done),
                                        "event: hipEventSynchronize failed");
  }

  hipStream_t stream() const {
    if (!state_)
      detail::throw_no_state();
    return state_->stream;
  }
};

template <typename T> struct unique_eager_future {
  unique_eager_event event_;
  T* value_ = nullptr; // device memory, kept alive by the event's state

  unique_eager_future() = default;
  unique_eager_future(unique_eager_event event, T* value)
      : event_(std::move(event)), value_(value) {}

  bool valid() const noexcept { return event_.valid(); }
  bool ready() const { return event_.ready(); }
  void wait() const { event_.wait(); }
  hipStream_t stream() const { return event_.stream(); }

  // Waits, returns the value and leaves the future without state.
  T get() {
    if (!valid())
      detail::throw_no_state();
    wait();
    alignas(T) unsigned char bytes[sizeof(T)];
    thrust::hip_rocprim::throw_on_error(hipMemcpy(bytes, value_, sizeof(T), hipMemcpyDefault),
                                        "future: reading the value failed");
    T result = *reinterpret_cast<T*>(bytes);
    event_ = unique_eager_event();
    value_ = nullptr;
    return result;
  }
};

namespace detail {

// What an operation waits for before its work: the operations it depends on.
inline void depend_on(async_state& s, unique_eager_event& e) {
  if (!e.valid())
    throw_no_state();
  thrust::hip_rocprim::throw_on_error(hipStreamWaitEvent(s.stream, e.state_->done, 0),
                                      "asynchronous algorithm: hipStreamWaitEvent failed");
  s.keep_alive.push_back(std::move(e.state_));
}
template <typename T> inline void depend_on(async_state& s, unique_eager_future<T>& f) {
  depend_on(s, f.event_);
}
inline void depend_on(async_state&, ready_event&) {}
template <typename T> inline void depend_on(async_state&, ready_future<T>&) {}

template <typename Tuple, std::size_t... I>
void depend_on_all(async_state& s, Tuple& dependencies, std::index_sequence<I...>) {
  int expand[] = {0, (depend_on(s, std::get<I>(dependencies)), 0)...};
  (void)expand;
}

// A new operation's state on the given stream (owned when created here).
inline std::shared_ptr<async_state> make_state(hipStream_t stream, bool owns_stream) {
  auto s = std::make_shared<async_state>();
  s->stream = stream;
  s->owns_stream = owns_stream;
  return s;
}

inline hipStream_t new_stream() {
  hipStream_t stream = nullptr;
  thrust::hip_rocprim::throw_on_error(hipStreamCreateWithFlags(&stream, hipStreamNonBlocking),
                                      "asynchronous algorithm: hipStreamCreateWithFlags failed");
  return stream;
}

} // namespace detail

// .after(e) with an lvalue event or future takes it over (moves from it), as
// with Thrust's CUDA system.
inline unique_eager_event&& capture_as_dependency(unique_eager_event& dependency) {
  return std::move(dependency);
}
template <typename T>
unique_eager_future<T>&& capture_as_dependency(unique_eager_future<T>& dependency) {
  return std::move(dependency);
}

template <typename... Events> __host__ unique_eager_event when_all(Events&&... events) {
  auto s = detail::make_state(detail::new_stream(), true);
  std::tuple<std::remove_reference_t<Events>&...> all(events...);
  detail::depend_on_all(*s, all, std::index_sequence_for<Events...>());
  s->record();
  return unique_eager_event(std::move(s));
}

} // namespace hip
} // namespace system
THRUST_NAMESPACE_END
