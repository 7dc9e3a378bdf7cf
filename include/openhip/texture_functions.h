// Placeholder: this part of the kernel language is being written.
#ifndef OPENHIP_TEXTURE_FUNCTIONS_H
#define OPENHIP_TEXTURE_FUNCTIONS_H
#endif
