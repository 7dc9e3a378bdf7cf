// BlockDiscontinuity: head and tail flags of runs across a block's blocked
// items. Each thread publishes its first and last item, one barrier, then
// compares with its neighbours. flag_op(a, b) (or flag_op(a, b, b_index))
// returns true where b starts a new run.
#ifndef HIPCUB_BLOCK_DISCONTINUITY_HPP_
#define HIPCUB_BLOCK_DISCONTINUITY_HPP_

#include "../config.hpp"
#include "../detail/block_common.hpp"
#include "../util_type.hpp"

BEGIN_HIPCUB_NAMESPACE

template <typename T, int BLOCK_DIM_X, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int ARCH = HIPCUB_ARCH>
class BlockDiscontinuity {
  static constexpr int BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;

  struct _TempStorage {
    T first_items[BLOCK_THREADS];
    T last_items[BLOCK_THREADS];
  };

  __device__ _TempStorage& PrivateStorage() {
    __shared__ _TempStorage private_storage;
    return private_storage;
  }

  _TempStorage& temp_storage;
  int linear_tid;

  template <int ITEMS_PER_THREAD, typename FlagT, typename FlagOp>
  __device__ void HeadsWithin(FlagT (&head_flags)[ITEMS_PER_THREAD], T (&input)[ITEMS_PER_THREAD], FlagOp& flag_op) {
#pragma unroll
    for (int k = 1; k < ITEMS_PER_THREAD; ++k)
      head_flags[k] = detail::apply_flag_op(flag_op, input[k - 1], input[k], linear_tid * ITEMS_PER_THREAD + k);
  }

  template <int ITEMS_PER_THREAD, typename FlagT, typename FlagOp>
  __device__ void TailsWithin(FlagT (&tail_flags)[ITEMS_PER_THREAD], T (&input)[ITEMS_PER_THREAD], FlagOp& flag_op) {
#pragma unroll
    for (int k = 0; k < ITEMS_PER_THREAD - 1; ++k)
      tail_flags[k] = detail::apply_flag_op(flag_op, input[k], input[k + 1], linear_tid * ITEMS_PER_THREAD + k + 1);
  }

  /// Head flag of the thread's first item; `predecessor` is used by thread 0
  /// when given, otherwise thread 0's first item is a head.
  template <int ITEMS_PER_THREAD, typename FlagT, typename FlagOp>
  __device__ FlagT FirstHead(T (&input)[ITEMS_PER_THREAD], FlagOp& flag_op, const T* predecessor) {
    if (linear_tid == 0)
      return predecessor ? FlagT(detail::apply_flag_op(flag_op, *predecessor, input[0], 0)) : FlagT(1);
    return FlagT(detail::apply_flag_op(flag_op, temp_storage.last_items[linear_tid - 1], input[0],
                                       linear_tid * ITEMS_PER_THREAD));
  }

  template <int ITEMS_PER_THREAD, typename FlagT, typename FlagOp>
  __device__ FlagT LastTail(T (&input)[ITEMS_PER_THREAD], FlagOp& flag_op, const T* successor) {
    if (linear_tid == BLOCK_THREADS - 1)
      return successor ? FlagT(detail::apply_flag_op(flag_op, input[ITEMS_PER_THREAD - 1], *successor,
                                                     BLOCK_THREADS * ITEMS_PER_THREAD))
                       : FlagT(1);
    return FlagT(detail::apply_flag_op(flag_op, input[ITEMS_PER_THREAD - 1], temp_storage.first_items[linear_tid + 1],
                                       (linear_tid + 1) * ITEMS_PER_THREAD));
  }

  template <int ITEMS_PER_THREAD, typename FlagT, typename FlagOp>
  __device__ void Heads(FlagT (&head_flags)[ITEMS_PER_THREAD], T (&input)[ITEMS_PER_THREAD], FlagOp& flag_op,
                        const T* predecessor) {
    temp_storage.last_items[linear_tid] = input[ITEMS_PER_THREAD - 1];
    __syncthreads();
    head_flags[0] = FirstHead<ITEMS_PER_THREAD, FlagT>(input, flag_op, predecessor);
    HeadsWithin(head_flags, input, flag_op);
  }

  template <int ITEMS_PER_THREAD, typename FlagT, typename FlagOp>
  __device__ void Tails(FlagT (&tail_flags)[ITEMS_PER_THREAD], T (&input)[ITEMS_PER_THREAD], FlagOp& flag_op,
                        const T* successor) {
    temp_storage.first_items[linear_tid] = input[0];
    __syncthreads();
    tail_flags[ITEMS_PER_THREAD - 1] = LastTail<ITEMS_PER_THREAD, FlagT>(input, flag_op, successor);
    TailsWithin(tail_flags, input, flag_op);
  }

  template <int ITEMS_PER_THREAD, typename FlagT, typename FlagOp>
  __device__ void HeadsAndTails(FlagT (&head_flags)[ITEMS_PER_THREAD], const T* predecessor,
                                FlagT (&tail_flags)[ITEMS_PER_THREAD], const T* successor,
                                T (&input)[ITEMS_PER_THREAD], FlagOp& flag_op) {
    temp_storage.first_items[linear_tid] = input[0];
    temp_storage.last_items[linear_tid] = input[ITEMS_PER_THREAD - 1];
    __syncthreads();
    head_flags[0] = FirstHead<ITEMS_PER_THREAD, FlagT>(input, flag_op, predecessor);
    tail_flags[ITEMS_PER_THREAD - 1] = LastTail<ITEMS_PER_THREAD, FlagT>(input, flag_op, successor);
    HeadsWithin(head_flags, input, flag_op);
    TailsWithin(tail_flags, input, flag_op);
  }

 public:
  struct TempStorage : Uninitialized<_TempStorage> {};

  __device__ BlockDiscontinuity()
      : temp_storage(PrivateStorage()), linear_tid(detail::block_linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}
  __device__ BlockDiscontinuity(TempStorage& storage)
      : temp_storage(storage.Alias()), linear_tid(detail::block_linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}

  template <int ITEMS_PER_THREAD, typename FlagT, typename FlagOp>
  __device__ void FlagHeads(FlagT (&head_flags)[ITEMS_PER_THREAD], T (&input)[ITEMS_PER_THREAD], FlagOp flag_op) {
    Heads(head_flags, input, flag_op, nullptr);
  }

  template <int ITEMS_PER_THREAD, typename FlagT, typename FlagOp>
  __device__ void FlagHeads(FlagT (&head_flags)[ITEMS_PER_THREAD], T (&input)[ITEMS_PER_THREAD], FlagOp flag_op,
                            T tile_predecessor_item) {
    Heads(head_flags, input, flag_op, &tile_predecessor_item);
  }

  template <int ITEMS_PER_THREAD, typename FlagT, typename FlagOp>
  __device__ void FlagTails(FlagT (&tail_flags)[ITEMS_PER_THREAD], T (&input)[ITEMS_PER_THREAD], FlagOp flag_op) {
    Tails(tail_flags, input, flag_op, nullptr);
  }

  template <int ITEMS_PER_THREAD, typename FlagT, typename FlagOp>
  __device__ void FlagTails(FlagT (&tail_flags)[ITEMS_PER_THREAD], T (&input)[ITEMS_PER_THREAD], FlagOp flag_op,
                            T tile_successor_item) {
    Tails(tail_flags, input, flag_op, &tile_successor_item);
  }

  template <int ITEMS_PER_THREAD, typename FlagT, typename FlagOp>
  __device__ void FlagHeadsAndTails(FlagT (&head_flags)[ITEMS_PER_THREAD], FlagT (&tail_flags)[ITEMS_PER_THREAD],
                                    T (&input)[ITEMS_PER_THREAD], FlagOp flag_op) {
    HeadsAndTails(head_flags, nullptr, tail_flags, nullptr, input, flag_op);
  }

  template <int ITEMS_PER_THREAD, typename FlagT, typename FlagOp>
  __device__ void FlagHeadsAndTails(FlagT (&head_flags)[ITEMS_PER_THREAD], FlagT (&tail_flags)[ITEMS_PER_THREAD],
                                    T tile_successor_item, T (&input)[ITEMS_PER_THREAD], FlagOp flag_op) {
    HeadsAndTails(head_flags, nullptr, tail_flags, &tile_successor_item, input, flag_op);
  }

  template <int ITEMS_PER_THREAD, typename FlagT, typename FlagOp>
  __device__ void FlagHeadsAndTails(FlagT (&head_flags)[ITEMS_PER_THREAD], T tile_predecessor_item,
                                    FlagT (&tail_flags)[ITEMS_PER_THREAD], T (&input)[ITEMS_PER_THREAD],
                                    FlagOp flag_op) {
    HeadsAndTails(head_flags, &tile_predecessor_item, tail_flags, nullptr, input, flag_op);
  }

  template <int ITEMS_PER_THREAD, typename FlagT, typename FlagOp>
  __device__ void FlagHeadsAndTails(FlagT (&head_flags)[ITEMS_PER_THREAD], T tile_predecessor_item,
                                    FlagT (&tail_flags)[ITEMS_PER_THREAD], T tile_successor_item,
                                    T (&input)[ITEMS_PER_THREAD], FlagOp flag_op) {
    HeadsAndTails(head_flags, &tile_predecessor_item, tail_flags, &tile_successor_item, input, flag_op);
  }
};

END_HIPCUB_NAMESPACE

#endif  // HIPCUB_BLOCK_DISCONTINUITY_HPP_
