// cuSPARSE's historical "v2" header name: the same API as cusparse.h.
#ifndef CUSPARSE_V2_H_
#define CUSPARSE_V2_H_

#include "cusparse.h"

#endif // CUSPARSE_V2_H_
