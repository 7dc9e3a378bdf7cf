#include "device_printf.h"

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <cwchar>
#include <vector>

#include "fault_handler.h"

namespace openhip {
namespace {

/// Reads the packed arguments in order, each aligned to its size.
class ArgumentReader {
 public:
  explicit ArgumentReader(const void* base) : base_(static_cast<const char*>(base)) {}

  template <class T>
  T next() {
    T value{};
    if (!base_) return value;  // a call without arguments passes a null buffer
    offset_ = (offset_ + sizeof(T) - 1) / sizeof(T) * sizeof(T);
    std::memcpy(&value, base_ + offset_, sizeof(T));
    offset_ += sizeof(T);
    return value;
  }

 private:
  const char* base_;
  size_t offset_ = 0;
};

/// snprintf of one conversion `spec` with 0-2 '*' values and `value`.
template <class T>
void appendConversion(std::string& out, const std::string& spec, const int* stars, int star_count, T value) {
  auto print = [&](char* buffer, size_t size) {
    switch (star_count) {
      case 0: return std::snprintf(buffer, size, spec.c_str(), value);
      case 1: return std::snprintf(buffer, size, spec.c_str(), stars[0], value);
      default: return std::snprintf(buffer, size, spec.c_str(), stars[0], stars[1], value);
    }
  };
  char small[256];
  const int length = print(small, sizeof(small));
  if (length < 0) return;
  if (static_cast<size_t>(length) < sizeof(small)) {
    out.append(small, static_cast<size_t>(length));
    return;
  }
  std::vector<char> large(static_cast<size_t>(length) + 1);
  print(large.data(), large.size());
  out.append(large.data(), static_cast<size_t>(length));
}

bool isFlag(char c) { return c == '-' || c == '+' || c == ' ' || c == '#' || c == '0' || c == '\''; }

}  // namespace

std::string formatDevicePrintf(const char* format, const void* arguments) {
  std::string out;
  if (!format) return out;
  ArgumentReader args(arguments);
  const char* p = format;
  while (*p) {
    if (*p != '%') {
      const char* next = std::strchr(p, '%');
      const size_t length = next ? static_cast<size_t>(next - p) : std::strlen(p);
      out.append(p, length);
      p += length;
      continue;
    }
    const char* start = p++;
    if (*p == '%') {
      out.push_back('%');
      ++p;
      continue;
    }
    // %[flags][width][.precision][length]conversion; '*' values come first.
    std::string spec = "%";
    int stars[2];
    int star_count = 0;
    while (isFlag(*p)) spec.push_back(*p++);
    if (*p == '*') {
      stars[star_count++] = args.next<int>();
      spec.push_back(*p++);
    } else {
      while (*p >= '0' && *p <= '9') spec.push_back(*p++);
    }
    if (*p == '.') {
      spec.push_back(*p++);
      if (*p == '*') {
        stars[star_count++] = args.next<int>();
        spec.push_back(*p++);
      } else {
        while (*p >= '0' && *p <= '9') spec.push_back(*p++);
      }
    }
    // Length modifier: 8-byte integers for l, ll, j, z, t, q (LP64 host and device).
    std::string length;
    while (*p == 'h' || *p == 'l' || *p == 'j' || *p == 'z' || *p == 't' || *p == 'L' || *p == 'q')
      length.push_back(*p++);
    const bool wide_integer = !length.empty() && length != "h" && length != "hh" && length != "L";
    const char conversion = *p;
    if (!conversion) {  // a lone '%' at the end: print it as written
      out.append(start);
      break;
    }
    ++p;
    switch (conversion) {
      case 'd':
      case 'i':
        if (wide_integer)
          appendConversion(out, spec + "ll" + conversion, stars, star_count, args.next<long long>());
        else
          appendConversion(out, spec + length + conversion, stars, star_count, args.next<int>());
        break;
      case 'u':
      case 'o':
      case 'x':
      case 'X':
        if (wide_integer)
          appendConversion(out, spec + "ll" + conversion, stars, star_count, args.next<unsigned long long>());
        else
          appendConversion(out, spec + length + conversion, stars, star_count, args.next<unsigned>());
        break;
      case 'c':
        if (length == "l")
          appendConversion(out, spec + "lc", stars, star_count, static_cast<wint_t>(args.next<int>()));
        else
          appendConversion(out, spec + "c", stars, star_count, args.next<int>());
        break;
      case 's': {
        const void* text = args.next<const void*>();
        if (!text) {
          appendConversion(out, spec + "s", stars, star_count, "(null)");
        } else if (length == "l") {
          appendConversion(out, spec + "ls", stars, star_count, static_cast<const wchar_t*>(text));
        } else {
          appendConversion(out, spec + "s", stars, star_count, static_cast<const char*>(text));
        }
        break;
      }
      case 'p':
        appendConversion(out, spec + "p", stars, star_count, args.next<const void*>());
        break;
      case 'f':
      case 'F':
      case 'e':
      case 'E':
      case 'g':
      case 'G':
      case 'a':
      case 'A':
        // Device long double is double (NVPTX), so 'L' reads 8 bytes too.
        appendConversion(out, spec + conversion, stars, star_count, args.next<double>());
        break;
      case 'n':
        args.next<const void*>();
        break;
      default:  // not a conversion: print the directive as written
        out.append(start, static_cast<size_t>(p - start));
        break;
    }
  }
  return out;
}

}  // namespace openhip

extern "C" {

/// What device printf calls; returns the number of characters written.
__attribute__((visibility("default"))) int __openhip_device_printf(const char* format,
                                                                  const void* arguments) {
  size_t printed = 0;
  {
    // The heap's and stdout's locks are held in here: a cancellation waits.
    openhip::cpu::ServiceScope service;
    const std::string text = openhip::formatDevicePrintf(format, arguments);
    // stdout's lock makes one fwrite atomic with respect to other threads'
    // device and host output, and keeps program order with host printf.
    std::fwrite(text.data(), 1, text.size(), stdout);
    printed = text.size();
  }
  openhip::cpu::honourDeferredCancellation();
  return static_cast<int>(printed);
}

}  // extern "C"
