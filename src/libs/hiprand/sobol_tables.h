// The Sobol direction vectors of 20000 dimensions (Joe-Kuo) in 32 and 64
// bits, the scrambled variants, and the scramble constants, as hipRAND's and
// cuRAND's host APIs hand them out. Built on first use, kept for the life of
// the process (host memory, readable by kernels on the CPU device).
#ifndef OPENHIP_HIPRAND_SOBOL_TABLES_H
#define OPENHIP_HIPRAND_SOBOL_TABLES_H

namespace openhip_rand::host {

constexpr unsigned int kSobolDimensions = 20000;

// dimension d's vectors start at index 32 * d (64 * d).
const unsigned int* sobolDirectionVectors32(bool scrambled);
const unsigned long long* sobolDirectionVectors64(bool scrambled);
const unsigned int* sobolScrambleConstants32();
const unsigned long long* sobolScrambleConstants64();

} // namespace openhip_rand::host

#endif // OPENHIP_HIPRAND_SOBOL_TABLES_H
