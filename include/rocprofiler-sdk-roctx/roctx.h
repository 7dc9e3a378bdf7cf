/* rocprofiler-sdk's name for the roctx header (ROCm 6.2 and later). */
#include <roctracer/roctx.h>
