// hipCUB's version as ROCm 5.2 ships it (hipCUB 2.11.1): major * 100000 + minor * 100 + patch.
#ifndef HIPCUB_VERSION_HPP_
#define HIPCUB_VERSION_HPP_

#define HIPCUB_VERSION 201101
#define HIPCUB_VERSION_MAJOR 2
#define HIPCUB_VERSION_MINOR 11
#define HIPCUB_VERSION_PATCH 1

#endif  // HIPCUB_VERSION_HPP_
