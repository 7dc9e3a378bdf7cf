// ROCm's former top-level location of the hipSPARSE header.
#ifndef OPENHIP_HIPSPARSE_TOP_LEVEL_H
#define OPENHIP_HIPSPARSE_TOP_LEVEL_H

#include <hipsparse/hipsparse.h>

#endif // OPENHIP_HIPSPARSE_TOP_LEVEL_H
