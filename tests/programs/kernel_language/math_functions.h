// The device math functions under test: ENTRY(name, device expression, host
// reference in long double, input low, input high, our ulp bound, HIP's
// documented bound). Device expressions read x, y, z of the tested type; the
// reference reads X, Y, Z (long double). A bound of 0 means exact.
#ifndef OPENHIP_TESTS_MATH_FUNCTIONS_H
#define OPENHIP_TESTS_MATH_FUNCTIONS_H

#define FLOAT_MATH_FUNCTIONS(ENTRY)                                                          \
  ENTRY(sinf, sinf(x), sinl(X), -100, 100, 1, "2")                                           \
  ENTRY(cosf, cosf(x), cosl(X), -100, 100, 1, "2")                                           \
  ENTRY(tanf, tanf(x), tanl(X), -1.5, 1.5, 1, "4")                                           \
  ENTRY(asinf, asinf(x), asinl(X), -1, 1, 1, "2")                                            \
  ENTRY(acosf, acosf(x), acosl(X), -1, 1, 1, "2")                                            \
  ENTRY(atanf, atanf(x), atanl(X), -100, 100, 1, "2")                                        \
  ENTRY(atan2f, atan2f(x, y), atan2l(X, Y), -10, 10, 1.5, "3")                                 \
  ENTRY(sinhf, sinhf(x), sinhl(X), -20, 20, 2, "3")                                          \
  ENTRY(coshf, coshf(x), coshl(X), -20, 20, 1, "2")                                          \
  ENTRY(tanhf, tanhf(x), tanhl(X), -10, 10, 2, "2")                                          \
  ENTRY(asinhf, asinhf(x), asinhl(X), -100, 100, 1, "3")                                     \
  ENTRY(acoshf, acoshf(x), acoshl(X), 1, 100, 1, "4")                                        \
  ENTRY(atanhf, atanhf(x), atanhl(X), -0.99, 0.99, 1.5, "3")                                   \
  ENTRY(expf, expf(x), expl(X), -80, 80, 1, "2")                                             \
  ENTRY(exp2f, exp2f(x), exp2l(X), -120, 120, 1, "2")                                        \
  ENTRY(exp10f, exp10f(x), exp10l(X), -30, 30, 1, "2")                                       \
  ENTRY(expm1f, expm1f(x), expm1l(X), -10, 10, 1, "1")                                       \
  ENTRY(logf, logf(x), logl(X), 1e-6, 1e6, 1, "1")                                           \
  ENTRY(log2f, log2f(x), log2l(X), 1e-6, 1e6, 1, "1")                                        \
  ENTRY(log10f, log10f(x), log10l(X), 1e-6, 1e6, 1, "2")                                     \
  ENTRY(log1pf, log1pf(x), log1pl(X), -0.9, 100, 1, "1")                                     \
  ENTRY(powf, powf(x, y), powl(X, Y), 0.01, 8, 1, "4")                                       \
  ENTRY(std_pow, std::pow(x, y), powl(X, Y), 0.01, 8, 1, "4")                                \
  ENTRY(sqrtf, sqrtf(x), sqrtl(X), 0, 1e6, 0.5, "0")                                         \
  ENTRY(rsqrtf, rsqrtf(x), 1 / sqrtl(X), 1e-6, 1e6, 1, "2")                                  \
  ENTRY(cbrtf, cbrtf(x), cbrtl(X), -1e6, 1e6, 1, "1")                                        \
  ENTRY(rcbrtf, rcbrtf(x), 1 / cbrtl(X), 1e-6, 1e6, 1, "1")                                \
  ENTRY(hypotf, hypotf(x, y), sqrtl(X * X + Y * Y), -1e3, 1e3, 1, "3")                       \
  ENTRY(rhypotf, rhypotf(x, y), 1 / sqrtl(X * X + Y * Y), -1e3, 1e3, 1, "2")               \
  ENTRY(norm3df, norm3df(x, y, z), sqrtl(X * X + Y * Y + Z * Z), -1e3, 1e3, 1, "3")          \
  ENTRY(rnorm3df, rnorm3df(x, y, z), 1 / sqrtl(X * X + Y * Y + Z * Z), -1e3, 1e3, 1, "2") \
  ENTRY(norm4df, norm4df(x, y, z, x), sqrtl(2 * X * X + Y * Y + Z * Z), -1e3, 1e3, 1, "3")   \
  ENTRY(normf, ({ float v[3] = {x, y, z}; normf(3, v); }), sqrtl(X * X + Y * Y + Z * Z), -1e3, 1e3, 1, "4") \
  ENTRY(erff, erff(x), erfl(X), -4, 4, 1, "2")                                               \
  ENTRY(erfcf, erfcf(x), erfcl(X), -4, 9, 2.5, "4")                                            \
  ENTRY(erfinvf, erfinvf(x), erfinvReference(X), -0.999, 0.999, 1, "2")                     \
  ENTRY(erfcinvf, erfcinvf(x), erfcinvReference(X), 1e-6, 1.999, 1, "4")                    \
  ENTRY(normcdff, normcdff(x), 0.5L * erfcl(-X / sqrtl(2.0L)), -10, 5, 1, "5")               \
  ENTRY(lgammaf, lgammaf(x), lgammal(X), 0.01, 40, 2, "6")                                   \
  ENTRY(tgammaf, tgammaf(x), tgammal(X), 0.01, 30, 4, "5")                                   \
  ENTRY(sinpif, sinpif(x), sinpiReference(X), -3, 3, 1, "1") \
  ENTRY(cospif, cospif(x), cospiReference(X), -3, 3, 1, "1") \
  ENTRY(sincosf_sin, ({ float s, c; sincosf(x, &s, &c); s; }), sinl(X), -100, 100, 1, "2")  \
  ENTRY(sincosf_cos, ({ float s, c; sincosf(x, &s, &c); c; }), cosl(X), -100, 100, 1, "2")  \
  ENTRY(fmaf, fmaf(x, y, z), X * Y + Z, -1e3, 1e3, 0.5, "0")                                 \
  ENTRY(fdimf, fdimf(x, y), fdiml(X, Y), -1e3, 1e3, 0.5, "0")                                  \
  ENTRY(fmodf, fmodf(x, y), fmodl(X, Y), -1e3, 1e3, 0, "0")                                  \
  ENTRY(remainderf, remainderf(x, y), remainderl(X, Y), -1e3, 1e3, 0, "0")                   \
  ENTRY(remquof, ({ int q; remquof(x, y, &q); }), remainderl(X, Y), -1e3, 1e3, 0, "0")      \
  ENTRY(frexpf, ({ int e; float m = frexpf(x, &e); ldexpf(m, e); }), X, -1e6, 1e6, 0, "0")   \
  ENTRY(__expf, __expf(x), expl(X), -10, 10, 1, "2 + floor(abs(1.173 x))")                   \
  ENTRY(__logf, __logf(x), logl(X), 0.5, 1e6, 1, "3 (2^-21.41 abs in [0.5, 2])")             \
  ENTRY(__sinf, __sinf(x), sinl(X), -3.14, 3.14, 1, "2^-21.41 abs in [-pi, pi]")             \
  ENTRY(__cosf, __cosf(x), cosl(X), -3.14, 3.14, 1, "2^-21.41 abs in [-pi, pi]")             \
  ENTRY(__powf, __powf(x, y), powl(X, Y), 0.01, 8, 1, "from exp2f(y * __log2f(x))")          \
  ENTRY(__fdividef, __fdividef(x, y), X / Y, -1e3, 1e3, 0.5, "2")                            \
  ENTRY(__frsqrt_rn, __frsqrt_rn(x), 1 / sqrtl(X), 1e-6, 1e6, 0.5, "0.5")

#define DOUBLE_MATH_FUNCTIONS(ENTRY)                                                          \
  ENTRY(sin, sin(x), sinl(X), -100, 100, 1, "2")                                             \
  ENTRY(cos, cos(x), cosl(X), -100, 100, 1, "2")                                             \
  ENTRY(tan, tan(x), tanl(X), -1.5, 1.5, 1, "2")                                             \
  ENTRY(asin, asin(x), asinl(X), -1, 1, 1, "2")                                              \
  ENTRY(acos, acos(x), acosl(X), -1, 1, 1, "2")                                              \
  ENTRY(atan, atan(x), atanl(X), -100, 100, 1, "2")                                          \
  ENTRY(atan2, atan2(x, y), atan2l(X, Y), -10, 10, 1, "2")                                   \
  ENTRY(sinh, sinh(x), sinhl(X), -20, 20, 2, "2")                                            \
  ENTRY(cosh, cosh(x), coshl(X), -20, 20, 1, "1")                                            \
  ENTRY(tanh, tanh(x), tanhl(X), -10, 10, 2, "1")                                            \
  ENTRY(asinh, asinh(x), asinhl(X), -100, 100, 1, "2")                                       \
  ENTRY(acosh, acosh(x), acoshl(X), 1, 100, 1, "2")                                          \
  ENTRY(atanh, atanh(x), atanhl(X), -0.99, 0.99, 1.5, "2")                                     \
  ENTRY(exp, exp(x), expl(X), -700, 700, 1, "1")                                             \
  ENTRY(exp2, exp2(x), exp2l(X), -1000, 1000, 1, "1")                                        \
  ENTRY(exp10, exp10(x), exp10l(X), -300, 300, 2, "1")                                       \
  ENTRY(expm1, expm1(x), expm1l(X), -10, 10, 1, "1")                                         \
  ENTRY(log, log(x), logl(X), 1e-6, 1e6, 1, "1")                                             \
  ENTRY(log2, log2(x), log2l(X), 1e-6, 1e6, 1, "1")                                          \
  ENTRY(log10, log10(x), log10l(X), 1e-6, 1e6, 1, "1")                                       \
  ENTRY(log1p, log1p(x), log1pl(X), -0.9, 100, 1, "1")                                       \
  ENTRY(pow, pow(x, y), powl(X, Y), 0.01, 8, 1, "2")                                         \
  ENTRY(sqrt, sqrt(x), sqrtl(X), 0, 1e6, 0.5, "0")                                           \
  ENTRY(rsqrt, rsqrt(x), 1 / sqrtl(X), 1e-6, 1e6, 1, "1")                                    \
  ENTRY(cbrt, cbrt(x), cbrtl(X), -1e6, 1e6, 2.5, "1")                                          \
  ENTRY(rcbrt, rcbrt(x), 1 / cbrtl(X), 1e-6, 1e6, 3.5, "1")                                  \
  ENTRY(hypot, hypot(x, y), sqrtl(X * X + Y * Y), -1e3, 1e3, 1, "2")                         \
  ENTRY(rhypot, rhypot(x, y), 1 / sqrtl(X * X + Y * Y), -1e3, 1e3, 1.5, "1")                 \
  ENTRY(norm3d, norm3d(x, y, z), sqrtl(X * X + Y * Y + Z * Z), -1e3, 1e3, 2, "2")            \
  ENTRY(rnorm3d, rnorm3d(x, y, z), 1 / sqrtl(X * X + Y * Y + Z * Z), -1e3, 1e3, 2.5, "1")   \
  ENTRY(erf, erf(x), erfl(X), -4, 4, 1, "2")                                                 \
  ENTRY(erfc, erfc(x), erfcl(X), -4, 20, 5, "5")                                             \
  ENTRY(erfinv, erfinv(x), erfinvReference(X), -0.999, 0.999, 5, "5")                       \
  ENTRY(erfcinv, erfcinv(x), erfcinvReference(X), 1e-6, 1.999, 6, "6")                      \
  ENTRY(lgamma, lgamma(x), lgammal(X), 0.01, 100, 4, "4")                                    \
  ENTRY(tgamma, tgamma(x), tgammal(X), 0.01, 100, 10, "10")                                  \
  ENTRY(sinpi, sinpi(x), sinpiReference(X), -3, 3, 2, "2")    \
  ENTRY(cospi, cospi(x), cospiReference(X), -3, 3, 2, "2")    \
  ENTRY(std_exp, std::exp(x), expl(X), -700, 700, 1, "1")                                    \
  ENTRY(fma, fma(x, y, z), X * Y + Z, -1e3, 1e3, 0.5, "0")                                   \
  ENTRY(fmod, fmod(x, y), fmodl(X, Y), -1e3, 1e3, 0, "0")                                    \
  ENTRY(remainder, remainder(x, y), remainderl(X, Y), -1e3, 1e3, 0, "0")

#endif  // OPENHIP_TESTS_MATH_FUNCTIONS_H
