/* NVTX from plain C without the HIP runtime (check_trace.py nvtx_c): with
   no tracer, push/pop report NVTX_NO_PUSH_POP_TRACKING; with libopenhip as
   NVTX_INJECTION64_PATH, they count levels and the ranges reach the trace. */
#include <nvtx3/nvToolsExt.h>
#include <stdio.h>

int main(int argc, char** argv) {
  const int tracked = argc > 1 && argv[1][0] == '1';
  nvtxEventAttributes_t attributes = {0};
  attributes.version = NVTX_VERSION;
  attributes.size = NVTX_EVENT_ATTRIB_STRUCT_SIZE;
  attributes.messageType = NVTX_MESSAGE_TYPE_ASCII;
  attributes.message.ascii = "c attributes range";
  nvtxDomainHandle_t domain = nvtxDomainCreateA("c domain");

  const int outer = nvtxRangePushA("c range");
  nvtxMarkA("c mark");
  const int inner = nvtxRangePushEx(&attributes);
  const int in_domain = nvtxDomainRangePushEx(domain, &attributes);
  const int pop_domain = nvtxDomainRangePop(domain);
  const int pop_inner = nvtxRangePop();
  const int pop_outer = nvtxRangePop();
  nvtxRangeId_t id = nvtxRangeStartA("c start/end");
  nvtxRangeEnd(id);
  nvtxDomainDestroy(domain);

  int ok;
  if (tracked)
    ok = outer == 0 && inner == 1 && in_domain == 2 && pop_domain == 2 && pop_inner == 1 &&
         pop_outer == 0 && id != 0;
  else
    ok = outer == NVTX_NO_PUSH_POP_TRACKING && pop_outer == NVTX_NO_PUSH_POP_TRACKING &&
         nvtxInitialize(NULL) == NVTX_ERR_NO_INJECTION_LIBRARY_AVAILABLE;
  printf("%s (push %d %d %d, pop %d %d %d)\n", ok ? "PASS" : "FAIL", outer, inner, in_domain,
         pop_domain, pop_inner, pop_outer);
  return ok ? 0 : 1;
}
