// HIP's math constants (hip_math_constants.h, HIP 6): HIP_<NAME>_F in float,
// HIP_<NAME> in double, each the value nearest to the named constant
// (hexadecimal literals, exact); *_HI/*_LO split a constant into the nearest
// double and the nearest double to the remainder. Usable in host and device code.
#ifndef HIP_INCLUDE_HIP_HIP_MATH_CONSTANTS_H
#define HIP_INCLUDE_HIP_HIP_MATH_CONSTANTS_H

// ---- float ----
#define HIP_INF_F __builtin_huge_valf()                      // infinity
#define HIP_NAN_F __builtin_nanf("0x7fffff")                 // NaN, bits 0x7fffffff
#define HIP_MIN_DENORM_F 0x1.0000000000000p-149f             // smallest subnormal
#define HIP_MAX_NORMAL_F 0x1.fffffe0000000p+127f             // largest finite
#define HIP_NEG_ZERO_F (-0.0f)
#define HIP_ZERO_F 0.0f
#define HIP_ONE_F 1.0f
#define HIP_SQRT_HALF_F 0x1.6a09e60000000p-1f                // sqrt(1/2)
#define HIP_SQRT_HALF_HI_F 0x1.6a09e60000000p-1f             // sqrt(1/2), high part
#define HIP_SQRT_HALF_LO_F 0x1.9fcef40000000p-27f            // sqrt(1/2), low part
#define HIP_SQRT_TWO_F 0x1.6a09e60000000p+0f                 // sqrt(2)
#define HIP_THIRD_F 0x1.5555560000000p-2f                    // 1/3
#define HIP_PIO4_F 0x1.921fb60000000p-1f                     // pi/4
#define HIP_PIO2_F 0x1.921fb60000000p+0f                     // pi/2
#define HIP_3PIO4_F 0x1.2d97c80000000p+1f                    // 3 pi/4
#define HIP_2_OVER_PI_F 0x1.45f3060000000p-1f                // 2/pi
#define HIP_SQRT_2_OVER_PI_F 0x1.9884540000000p-1f           // sqrt(2/pi)
#define HIP_PI_F 0x1.921fb60000000p+1f                       // pi
#define HIP_L2E_F 0x1.7154760000000p+0f                      // log2(e)
#define HIP_L2T_F 0x1.a934f00000000p+1f                      // log2(10)
#define HIP_LG2_F 0x1.3441360000000p-2f                      // log10(2)
#define HIP_LGE_F 0x1.bcb7b20000000p-2f                      // log10(e)
#define HIP_LN2_F 0x1.62e4300000000p-1f                      // ln(2)
#define HIP_LNT_F 0x1.26bb1c0000000p+1f                      // ln(10)
#define HIP_LNPI_F 0x1.250d040000000p+0f                     // ln(pi)
#define HIP_TWO_TO_M126_F 0x1.0000000000000p-126f            // 2^-126
#define HIP_TWO_TO_126_F 0x1.0000000000000p+126f             // 2^126
#define HIP_NORM_HUGE_F 0x1.fffffe0000000p+127f              // largest finite
#define HIP_TWO_TO_23_F 8388608.0f                           // 2^23
#define HIP_TWO_TO_24_F 16777216.0f                          // 2^24
#define HIP_TWO_TO_31_F 2147483648.0f                        // 2^31
#define HIP_TWO_TO_32_F 4294967296.0f                        // 2^32
#define HIP_REMQUO_BITS_F 3U                                 // quotient bits remquof returns
#define HIP_REMQUO_MASK_F (~((~0U) << HIP_REMQUO_BITS_F))
#define HIP_TRIG_PLOSS_F 105615.0f                           // above this, float trigonometric argument reduction loses precision

// ---- double ----
#define HIP_INF __builtin_huge_val()                         // infinity
#define HIP_NAN (-__builtin_nan(""))                         // NaN, bits 0xfff8000000000000
#define HIP_NEG_ZERO (-0.0)
#define HIP_MIN_DENORM 0x0.0000000000001p-1022               // smallest subnormal
#define HIP_ZERO 0.0
#define HIP_ONE 1.0
#define HIP_SQRT_TWO 0x1.6a09e667f3bcdp+0                    // sqrt(2)
#define HIP_SQRT_HALF 0x1.6a09e667f3bcdp-1                   // sqrt(1/2)
#define HIP_SQRT_HALF_HI 0x1.6a09e667f3bcdp-1                // sqrt(1/2), high part
#define HIP_SQRT_HALF_LO (-0x1.bdd3413b26456p-55)            // sqrt(1/2), low part: the constant is HI + LO
#define HIP_THIRD 0x1.5555555555555p-2                       // 1/3
#define HIP_TWOTHIRD 0x1.5555555555555p-1                    // 2/3
#define HIP_PIO4 0x1.921fb54442d18p-1                        // pi/4
#define HIP_PIO4_HI 0x1.921fb54442d18p-1                     // pi/4, high part
#define HIP_PIO4_LO 0x1.1a62633145c07p-55                    // pi/4, low part: the constant is HI + LO
#define HIP_PIO2 0x1.921fb54442d18p+0                        // pi/2
#define HIP_PIO2_HI 0x1.921fb54442d18p+0                     // pi/2, high part
#define HIP_PIO2_LO 0x1.1a62633145c07p-54                    // pi/2, low part: the constant is HI + LO
#define HIP_3PIO4 0x1.2d97c7f3321d2p+1                       // 3 pi/4
#define HIP_2_OVER_PI 0x1.45f306dc9c883p-1                   // 2/pi
#define HIP_PI 0x1.921fb54442d18p+1                          // pi
#define HIP_PI_HI 0x1.921fb54442d18p+1                       // pi, high part
#define HIP_PI_LO 0x1.1a62633145c07p-53                      // pi, low part: the constant is HI + LO
#define HIP_SQRT_2PI 0x1.40d931ff62706p+1                    // sqrt(2 pi)
#define HIP_SQRT_2PI_HI 0x1.40d931ff62706p+1                 // sqrt(2 pi), high part
#define HIP_SQRT_2PI_LO (-0x1.a6a0d6f814637p-53)             // sqrt(2 pi), low part: the constant is HI + LO
#define HIP_SQRT_PIO2 0x1.40d931ff62706p+0                   // sqrt(pi/2)
#define HIP_SQRT_PIO2_HI 0x1.40d931ff62706p+0                // sqrt(pi/2), high part
#define HIP_SQRT_PIO2_LO (-0x1.a6a0d6f814637p-54)            // sqrt(pi/2), low part: the constant is HI + LO
#define HIP_SQRT_2OPI 0x1.9884533d43651p-1                   // sqrt(2/pi)
#define HIP_L2E 0x1.71547652b82fep+0                         // log2(e)
#define HIP_L2E_HI 0x1.71547652b82fep+0                      // log2(e), high part
#define HIP_L2E_LO 0x1.777d0ffda0d24p-56                     // log2(e), low part: the constant is HI + LO
#define HIP_L2T 0x1.a934f0979a371p+1                         // log2(10)
#define HIP_LG2 0x1.34413509f79ffp-2                         // log10(2)
#define HIP_LG2_HI 0x1.34413509f79ffp-2                      // log10(2), high part
#define HIP_LG2_LO (-0x1.9dc1da994fd21p-59)                  // log10(2), low part: the constant is HI + LO
#define HIP_LGE 0x1.bcb7b1526e50ep-2                         // log10(e)
#define HIP_LGE_HI 0x1.bcb7b1526e50ep-2                      // log10(e), high part
#define HIP_LGE_LO 0x1.95355baaafad3p-57                     // log10(e), low part: the constant is HI + LO
#define HIP_LN2 0x1.62e42fefa39efp-1                         // ln(2)
#define HIP_LN2_HI 0x1.62e42fefa39efp-1                      // ln(2), high part
#define HIP_LN2_LO 0x1.abc9e3b39803fp-56                     // ln(2), low part: the constant is HI + LO
#define HIP_LNT 0x1.26bb1bbb55516p+1                         // ln(10)
#define HIP_LNT_HI 0x1.26bb1bbb55516p+1                      // ln(10), high part
#define HIP_LNT_LO (-0x1.f48ad494ea3e9p-53)                  // ln(10), low part: the constant is HI + LO
#define HIP_LNPI 0x1.250d048e7a1bdp+0                        // ln(pi)
#define HIP_LN2_X_1024 0x1.62e42fefa39efp+9                  // 1024 ln(2)
#define HIP_LN2_X_1025 0x1.633ce8fb9f87ep+9                  // 1025 ln(2)
#define HIP_LN2_X_1075 0x1.74910d52d3052p+9                  // 1075 ln(2)
#define HIP_LG2_X_1024 0x1.34413509f79ffp+8                  // 1024 log10(2)
#define HIP_LG2_X_1075 0x1.439b746e36b52p+8                  // 1075 log10(2)
#define HIP_TWO_TO_23 8388608.0                              // 2^23
#define HIP_TWO_TO_52 4503599627370496.0                     // 2^52
#define HIP_TWO_TO_53 9007199254740992.0                     // 2^53
#define HIP_TWO_TO_54 18014398509481984.0                    // 2^54
#define HIP_TWO_TO_M54 0x1.0000000000000p-54                 // 2^-54
#define HIP_TWO_TO_M1022 0x1.0000000000000p-1022             // 2^-1022
#define HIP_TRIG_PLOSS 2147483648.0                          // above this, double trigonometric argument reduction loses precision
#define HIP_DBL2INT_CVT 6755399441055744.0                   // 1.5 * 2^52: adding it rounds a double to an integer

#endif  // HIP_INCLUDE_HIP_HIP_MATH_CONSTANTS_H
