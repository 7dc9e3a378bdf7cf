// Symbol visibility and deprecation markers of the hipSPARSE API.
#ifndef HIPSPARSE_EXPORT_H
#define HIPSPARSE_EXPORT_H

#ifndef HIPSPARSE_EXPORT
#define HIPSPARSE_EXPORT __attribute__((visibility("default")))
#endif
#ifndef HIPSPARSE_NO_EXPORT
#define HIPSPARSE_NO_EXPORT __attribute__((visibility("hidden")))
#endif
#ifndef HIPSPARSE_DEPRECATED
#define HIPSPARSE_DEPRECATED __attribute__((__deprecated__))
#endif
#ifndef HIPSPARSE_DEPRECATED_EXPORT
#define HIPSPARSE_DEPRECATED_EXPORT HIPSPARSE_EXPORT HIPSPARSE_DEPRECATED
#endif

#endif // HIPSPARSE_EXPORT_H
