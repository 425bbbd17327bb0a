#ifndef OSMPBF_CZLIB_SHIM_H
#define OSMPBF_CZLIB_SHIM_H
#include <zlib.h>

/// inflateInit is a macro in zlib.h; Swift cannot call macros, so wrap it.
static inline int osmpbf_inflate_init(z_stream *stream) {
    return inflateInit(stream);
}
#endif
