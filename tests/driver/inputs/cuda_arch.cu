// The device pass of a CUDA source sees __CUDA_ARCH__ from nvcc's -arch.
#ifdef __CUDA_ARCH__
int device_arch = __CUDA_ARCH__;
#endif
