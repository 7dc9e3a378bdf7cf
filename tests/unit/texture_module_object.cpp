// A hand-made code object for texture_module_test (what `hipcc --genco` would
// write for a module with `texture<float, 1> scale_tex;` and a kernel reading
// it): an 8-byte device slot named like the variable, and a block function
// that follows the slot as device fetches do (slot -> textureReference ->
// textureObject descriptor -> texels). Built without hipcc so the runtime's
// hipModuleGetTexRef can be unit-tested.
#include <hip/hip_runtime_api.h>

#include <cstring>

#include "openhip/abi.h"
#include "openhip/texture_object.h"

namespace {

void* scale_tex_slot = nullptr;  // the device variable's storage
int other_global = 0;            // not a texture (4 bytes)

/// scaleByTexture(float* out, int n): out[i] *= texel i of scale_tex.
void scaleByTextureBlock(void** args, const OpenHipLaunchCtx* ctx) {
  float* out = nullptr;
  int n = 0;
  std::memcpy(&out, args[0], sizeof(out));
  std::memcpy(&n, args[1], sizeof(n));
  const auto* ref = static_cast<const textureReference*>(scale_tex_slot);
  const auto* desc = reinterpret_cast<const OpenHipTextureDescriptor*>(ref->textureObject);
  const auto* texels = reinterpret_cast<const float*>(desc->level.data);
  for (uint32_t t = 0; t < ctx->block_dim[0]; ++t) {
    const int i = static_cast<int>(ctx->block_idx[0] * ctx->block_dim[0] + t);
    if (i < n && i < desc->level.width) out[i] *= texels[i];
  }
}

const uint32_t kArgSizes[] = {sizeof(float*), sizeof(int)};
const uint32_t kArgAligns[] = {alignof(float*), alignof(int)};
const OpenHipKernelEntry kKernels[] = {
    {"scaleByTexture", scaleByTextureBlock, 0, 0, 0, 0, 2, kArgSizes, kArgAligns}};
const OpenHipDeviceVarEntry kVars[] = {{"scale_tex", &scale_tex_slot, sizeof(void*)},
                                       {"other_global", &other_global, sizeof(int)}};
const OpenHipCpuTable kTable = {OPENHIP_ABI_VERSION, 64, "texture_module_object", 1, 2,
                                kKernels, kVars, nullptr, 0};
const OpenHipCpuTable* const kTables[] = {&kTable};

}  // namespace

extern "C" __attribute__((visibility("default"))) const OpenHipCpuTable* const*
__openhip_code_object_tables(uint32_t* count) {
  *count = 1;
  return kTables;
}
