// NVTX v3's C++ interface for OpenHIP: the commonly used part of NVIDIA's
// nvtx3.hpp (scoped and unique ranges, marks, domains, event attributes and
// NVTX3_FUNC_RANGE) over nvToolsExt.h. Colours, categories and payloads are
// accepted and not recorded.
#ifndef OPENHIP_NVTX3_HPP
#define OPENHIP_NVTX3_HPP

#include <string>
#include <type_traits>
#include <utility>

#include "nvToolsExt.h"

namespace nvtx3 {
inline namespace v1 {

struct rgb {
  rgb(uint8_t r, uint8_t g, uint8_t b) : value(0xFF000000u | r << 16 | g << 8 | b) {}
  uint32_t value;
};
struct argb {
  argb(uint8_t a, uint8_t r, uint8_t g, uint8_t b) : value(uint32_t(a) << 24 | r << 16 | g << 8 | b) {}
  uint32_t value;
};
struct color {
  explicit color(uint32_t hex) : value(hex) {}
  color(rgb c) : value(c.value) {}
  color(argb c) : value(c.value) {}
  uint32_t value;
};
struct category {
  explicit constexpr category(uint32_t id) : id(id) {}
  uint32_t id;
};
struct payload {
  template <class T>
  explicit payload(T) {}
};

/// The global domain, or a named one: `struct my_domain { static constexpr
/// char const* name{"my"}; };` used as scoped_range_in<my_domain>.
struct domain {
  struct global {};
  template <class D>
  static nvtxDomainHandle_t get() {
    if constexpr (std::is_same_v<D, global>) {
      return nullptr;
    } else {
      static nvtxDomainHandle_t handle = nvtxDomainCreateA(D::name);
      return handle;
    }
  }
};

class message {
 public:
  message(const char* text) : text_(text ? text : "") {}
  message(const std::string& text) : text_(text) {}
  message(std::string&& text) : text_(std::move(text)) {}
  const std::string& text() const { return text_; }

 private:
  std::string text_;
};

/// A message with any of color, category, payload (ignored) in any order.
class event_attributes {
 public:
  event_attributes() = default;
  template <class... Args>
  explicit event_attributes(Args&&... args) {
    (take(std::forward<Args>(args)), ...);
  }
  const std::string& text() const { return text_; }
  nvtxEventAttributes_t get() const {
    nvtxEventAttributes_t a{};
    a.version = NVTX_VERSION;
    a.size = NVTX_EVENT_ATTRIB_STRUCT_SIZE;
    a.messageType = NVTX_MESSAGE_TYPE_ASCII;
    a.message.ascii = text_.c_str();
    return a;
  }

 private:
  void take(const event_attributes& other) { text_ = other.text_; }
  void take(const message& m) { text_ = m.text(); }
  void take(const char* m) { text_ = m ? m : ""; }
  void take(const std::string& m) { text_ = m; }
  void take(color) {}
  void take(rgb) {}
  void take(argb) {}
  void take(category) {}
  void take(payload) {}
  std::string text_;
};

template <class D = domain::global>
class scoped_range_in {
 public:
  template <class... Args>
  explicit scoped_range_in(Args&&... args) {
    nvtxEventAttributes_t attributes = event_attributes{std::forward<Args>(args)...}.get();
    nvtxDomainRangePushEx(domain::get<D>(), &attributes);
  }
  ~scoped_range_in() { nvtxDomainRangePop(domain::get<D>()); }
  scoped_range_in(const scoped_range_in&) = delete;
  scoped_range_in& operator=(const scoped_range_in&) = delete;
};
using scoped_range = scoped_range_in<domain::global>;

template <class D = domain::global>
class unique_range_in {
 public:
  template <class... Args>
  explicit unique_range_in(Args&&... args) {
    nvtxEventAttributes_t attributes = event_attributes{std::forward<Args>(args)...}.get();
    id_ = nvtxDomainRangeStartEx(domain::get<D>(), &attributes);
  }
  unique_range_in(unique_range_in&& other) noexcept : id_(std::exchange(other.id_, 0)) {}
  unique_range_in& operator=(unique_range_in&& other) noexcept {
    std::swap(id_, other.id_);
    return *this;
  }
  ~unique_range_in() {
    if (id_) nvtxDomainRangeEnd(domain::get<D>(), id_);
  }

 private:
  nvtxRangeId_t id_ = 0;
};
using unique_range = unique_range_in<domain::global>;

template <class D = domain::global, class... Args>
void mark_in(Args&&... args) {
  nvtxEventAttributes_t attributes = event_attributes{std::forward<Args>(args)...}.get();
  nvtxDomainMarkEx(domain::get<D>(), &attributes);
}
template <class... Args>
void mark(Args&&... args) {
  mark_in<domain::global>(std::forward<Args>(args)...);
}

}  // namespace v1
}  // namespace nvtx3

#define NVTX3_OPENHIP_CONCAT_(a, b) a##b
#define NVTX3_OPENHIP_CONCAT(a, b) NVTX3_OPENHIP_CONCAT_(a, b)
/// A range named after the enclosing function, to its end.
#define NVTX3_FUNC_RANGE_IN(D) \
  ::nvtx3::scoped_range_in<D> NVTX3_OPENHIP_CONCAT(nvtx3_range_, __LINE__) { __func__ }
#define NVTX3_FUNC_RANGE() NVTX3_FUNC_RANGE_IN(::nvtx3::domain::global)

#endif  // OPENHIP_NVTX3_HPP
