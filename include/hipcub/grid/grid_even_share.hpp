// GridEvenShare: splits num_items into tiles shared evenly by a grid's
// blocks (CUB's GridEvenShare).
#ifndef HIPCUB_GRID_EVEN_SHARE_HPP_
#define HIPCUB_GRID_EVEN_SHARE_HPP_

#include "../config.hpp"
#include "../util_type.hpp"
#include "grid_mapping.hpp"

BEGIN_HIPCUB_NAMESPACE

template <typename OffsetT>
struct GridEvenShare {
 private:
  int total_tiles;
  int big_shares;
  OffsetT big_share_items;
  OffsetT normal_share_items;
  OffsetT normal_base_offset;

 public:
  OffsetT num_items;
  int grid_size;
  OffsetT block_offset;
  OffsetT block_end;
  OffsetT block_stride;

  __host__ __device__ GridEvenShare()
      : total_tiles(0), big_shares(0), big_share_items(0), normal_share_items(0), normal_base_offset(0),
        num_items(0), grid_size(0), block_offset(0), block_end(0), block_stride(0) {}

  __host__ __device__ void DispatchInit(OffsetT num_items_, int max_grid_size, int tile_items) {
    num_items = num_items_;
    block_offset = num_items_;
    block_end = num_items_;
    total_tiles = static_cast<int>((num_items_ + tile_items - 1) / tile_items);
    grid_size = max_grid_size < total_tiles ? max_grid_size : total_tiles;
    const int avg_tiles_per_block = grid_size > 0 ? total_tiles / grid_size : 0;
    big_shares = grid_size > 0 ? total_tiles - avg_tiles_per_block * grid_size : 0;
    normal_share_items = avg_tiles_per_block * tile_items;
    big_share_items = normal_share_items + tile_items;
    normal_base_offset = big_shares * big_share_items;
  }

  template <int TILE_ITEMS>
  __device__ void BlockInit(int block_id, Int2Type<GRID_MAPPING_RAKE>) {
    block_stride = TILE_ITEMS;
    if (block_id < big_shares) {
      block_offset = block_id * big_share_items;
      block_end = block_offset + big_share_items;
    } else if (block_id < total_tiles) {
      block_offset = normal_base_offset + block_id * normal_share_items;
      block_end = block_offset + normal_share_items;
    }
    if (block_end > num_items) block_end = num_items;
  }

  template <int TILE_ITEMS>
  __device__ void BlockInit(int block_id, Int2Type<GRID_MAPPING_STRIP_MINE>) {
    block_stride = grid_size * TILE_ITEMS;
    block_offset = block_id * TILE_ITEMS;
    block_end = num_items;
  }

  template <int TILE_ITEMS, GridMappingStrategy STRATEGY>
  __device__ void BlockInit() {
    BlockInit<TILE_ITEMS>(blockIdx.x, Int2Type<STRATEGY>());
  }

  template <int TILE_ITEMS>
  __device__ void BlockInit(OffsetT block_offset_, OffsetT block_end_) {
    block_offset = block_offset_;
    block_end = block_end_;
    block_stride = TILE_ITEMS;
  }
};

END_HIPCUB_NAMESPACE

#endif  // HIPCUB_GRID_EVEN_SHARE_HPP_
