// The value types of the library's block functions: float, double and a
// complex number with the layout of hipFloatComplex/hipDoubleComplex (two
// reals). Complex arithmetic is written out so that the compiler vectorizes
// it without library calls (no NaN/inf recovery in multiplication, as on
// GPUs).
#ifndef OPENHIP_HIPSPARSE_COMPLEX_H
#define OPENHIP_HIPSPARSE_COMPLEX_H

#include <cmath>
#include <type_traits>

namespace openhip::sparse {

template <class R>
struct Complex {
  R re;
  R im;

  constexpr Complex() : re(0), im(0) {}
  constexpr Complex(R real) : re(real), im(0) {}
  constexpr Complex(R real, R imag) : re(real), im(imag) {}

  Complex& operator+=(const Complex& o) {
    re += o.re;
    im += o.im;
    return *this;
  }
  Complex& operator-=(const Complex& o) {
    re -= o.re;
    im -= o.im;
    return *this;
  }
  Complex& operator*=(const Complex& o) { return *this = *this * o; }
  Complex& operator/=(const Complex& o) { return *this = *this / o; }

  friend Complex operator+(Complex a, const Complex& b) { return a += b; }
  friend Complex operator-(Complex a, const Complex& b) { return a -= b; }
  friend Complex operator-(const Complex& a) { return Complex(-a.re, -a.im); }
  friend Complex operator*(const Complex& a, const Complex& b) {
    return Complex(a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re);
  }
  friend Complex operator/(const Complex& a, const Complex& b) {
    // Smith's algorithm: no overflow for large |b|.
    if (std::abs(b.re) >= std::abs(b.im)) {
      const R r = b.im / b.re;
      const R d = b.re + b.im * r;
      return Complex((a.re + a.im * r) / d, (a.im - a.re * r) / d);
    }
    const R r = b.re / b.im;
    const R d = b.im + b.re * r;
    return Complex((a.re * r + a.im) / d, (a.im * r - a.re) / d);
  }
  friend bool operator==(const Complex& a, const Complex& b) { return a.re == b.re && a.im == b.im; }
  friend bool operator!=(const Complex& a, const Complex& b) { return !(a == b); }
};

using ComplexFloat = Complex<float>;
using ComplexDouble = Complex<double>;

template <class T>
struct IsComplex : std::false_type {};
template <class R>
struct IsComplex<Complex<R>> : std::true_type {};

/// The real type underneath a value type.
template <class T>
struct RealOf {
  using type = T;
};
template <class R>
struct RealOf<Complex<R>> {
  using type = R;
};
template <class T>
using Real = typename RealOf<T>::type;

template <class T>
inline T conjugate(const T& v) {
  if constexpr (IsComplex<T>::value) {
    return T(v.re, -v.im);
  } else {
    return v;
  }
}

/// |v| (the modulus for complex values).
template <class T>
inline Real<T> magnitude(const T& v) {
  if constexpr (IsComplex<T>::value) {
    return std::hypot(v.re, v.im);
  } else {
    return std::abs(v);
  }
}

template <class T>
inline Real<T> realPart(const T& v) {
  if constexpr (IsComplex<T>::value) {
    return v.re;
  } else {
    return v;
  }
}

/// A value type from a double-precision complex (dropping the imaginary part
/// for real types).
template <class T>
inline T fromComplexDouble(const Complex<double>& v) {
  if constexpr (IsComplex<T>::value) {
    return T(static_cast<Real<T>>(v.re), static_cast<Real<T>>(v.im));
  } else {
    return static_cast<T>(v.re);
  }
}

template <class T>
inline bool isZero(const T& v) {
  return v == T(0);
}

/// Square root, principal branch for complex values.
template <class T>
inline T squareRoot(const T& v) {
  if constexpr (IsComplex<T>::value) {
    using R = Real<T>;
    const R m = std::hypot(v.re, v.im);
    R re = std::sqrt((m + v.re) / 2);
    R im = std::sqrt((m - v.re) / 2);
    return T(re, v.im < 0 ? -im : im);
  } else {
    return std::sqrt(v);
  }
}

} // namespace openhip::sparse

#endif // OPENHIP_HIPSPARSE_COMPLEX_H
