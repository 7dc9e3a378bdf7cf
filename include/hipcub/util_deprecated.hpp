// hipCUB's deprecation marker.
#ifndef HIPCUB_UTIL_DEPRECATED_HPP_
#define HIPCUB_UTIL_DEPRECATED_HPP_

#define HIPCUB_DEPRECATED [[deprecated]]
#define HIPCUB_DEPRECATED_BECAUSE(msg) [[deprecated(msg)]]

#endif  // HIPCUB_UTIL_DEPRECATED_HPP_
