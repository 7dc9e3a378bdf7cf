// Placeholder: this part of the kernel language is being written.
#ifndef OPENHIP_DEVICE_ASSERT_H
#define OPENHIP_DEVICE_ASSERT_H
#endif
