// HIP version that OpenHIP implements: the HIP 5.2 API level (ROCm 5.2).
#ifndef HIP_VERSION_H
#define HIP_VERSION_H

#define HIP_VERSION_MAJOR 5
#define HIP_VERSION_MINOR 2
#define HIP_VERSION_PATCH 21153
#define HIP_VERSION_GITHASH ""
#define HIP_VERSION_BUILD_ID 0
#define HIP_VERSION_BUILD_NAME "openhip"
/// Same encoding as HIP: major * 10^7 + minor * 10^5 + patch.
#define HIP_VERSION (HIP_VERSION_MAJOR * 10000000 + HIP_VERSION_MINOR * 100000 + HIP_VERSION_PATCH)

/// OpenHIP's own release (independent of the HIP API level above).
#define OPENHIP_VERSION_MAJOR 0
#define OPENHIP_VERSION_MINOR 1
#define OPENHIP_VERSION_PATCH 0

#endif // HIP_VERSION_H
