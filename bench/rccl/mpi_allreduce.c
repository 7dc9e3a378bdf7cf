/* MPI_Allreduce on the same buffers and sizes as all_reduce_perf (floats,
 * sum, out of place): the reference for RCCL between processes of one machine
 * (bench/README.md, "RCCL"). Prints "MPI,<bytes>,<time us>,<busbw GB/s>" per
 * size, busbw counted as nccl-tests count it for an all-reduce.
 *   mpirun -np N mpi_allreduce <min bytes> <max bytes> <factor> <iters> */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char** argv) {
  MPI_Init(&argc, &argv);
  int n, me;
  MPI_Comm_size(MPI_COMM_WORLD, &n);
  MPI_Comm_rank(MPI_COMM_WORLD, &me);
  size_t minBytes = argc > 1 ? strtoull(argv[1], NULL, 0) : 8;
  size_t maxBytes = argc > 2 ? strtoull(argv[2], NULL, 0) : (size_t)1 << 28;
  int factor = argc > 3 ? atoi(argv[3]) : 2, iters = argc > 4 ? atoi(argv[4]) : 20;
  float* send = malloc(maxBytes);
  float* recv = malloc(maxBytes);
  for (size_t i = 0; i < maxBytes / sizeof(float); ++i) send[i] = (float)(i % 4), recv[i] = 0;
  for (size_t bytes = minBytes; bytes <= maxBytes; bytes *= (size_t)factor) {
    int count = (int)(bytes / sizeof(float));
    for (int w = 0; w < 5; ++w) MPI_Allreduce(send, recv, count, MPI_FLOAT, MPI_SUM, MPI_COMM_WORLD);
    MPI_Barrier(MPI_COMM_WORLD);
    double start = MPI_Wtime();
    for (int i = 0; i < iters; ++i) MPI_Allreduce(send, recv, count, MPI_FLOAT, MPI_SUM, MPI_COMM_WORLD);
    double mine = (MPI_Wtime() - start) / iters, sum = 0;
    MPI_Allreduce(&mine, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    double seconds = sum / n, bus = (double)count * sizeof(float) / seconds / 1e9 * 2.0 * (n - 1) / n;
    if (me == 0) printf("MPI,%zu,%.2f,%.3f\n", (size_t)count * sizeof(float), seconds * 1e6, bus);
    if (factor < 2) break;
  }
  free(send);
  free(recv);
  MPI_Finalize();
  return 0;
}
