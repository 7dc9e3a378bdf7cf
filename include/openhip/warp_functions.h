// Placeholder: this part of the kernel language is being written.
#ifndef OPENHIP_WARP_FUNCTIONS_H
#define OPENHIP_WARP_FUNCTIONS_H
#endif
