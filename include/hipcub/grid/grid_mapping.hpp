// GridMapping: how a grid's blocks are mapped onto tiles of input (CUB).
#ifndef HIPCUB_GRID_MAPPING_HPP_
#define HIPCUB_GRID_MAPPING_HPP_

#include "../config.hpp"

BEGIN_HIPCUB_NAMESPACE

enum GridMappingStrategy { GRID_MAPPING_RAKE, GRID_MAPPING_STRIP_MINE, GRID_MAPPING_DYNAMIC };

END_HIPCUB_NAMESPACE

#endif  // HIPCUB_GRID_MAPPING_HPP_
