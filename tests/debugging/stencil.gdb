set pagination off
set confirm off
set breakpoint pending on
hip break stencil.hip:17 5 block 1
run
print sum
print i
print threadIdx.x
print blockIdx.x
print blockDim
hip thread
hip kernels
kill
quit
