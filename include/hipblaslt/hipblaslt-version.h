// hipBLASLt version implemented by OpenHIP's hipBLASLt (AMD's numbering).
#ifndef HIPBLASLT_VERSION_H
#define HIPBLASLT_VERSION_H
#define hipblasltVersionMajor 0
#define hipblasltVersionMinor 12
#define hipblasltVersionPatch 0
#define hipblasltVersionTweak openhip
#endif
