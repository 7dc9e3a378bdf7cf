// Placeholder: this part of the kernel language is being written.
#ifndef OPENHIP_DEVICE_PRINTF_H
#define OPENHIP_DEVICE_PRINTF_H
#endif
