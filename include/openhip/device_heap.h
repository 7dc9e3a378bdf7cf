// Placeholder: this part of the kernel language is being written.
#ifndef OPENHIP_DEVICE_HEAP_H
#define OPENHIP_DEVICE_HEAP_H
#endif
