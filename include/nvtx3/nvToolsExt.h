/* NVTX v3 (NVIDIA Tools Extension), header-only, for OpenHIP. The same
   names, types and constants as NVIDIA's nvtx3/nvToolsExt.h; every call
   forwards to OpenHIP's tracer (hipprof, docs/tools.md) through the marker
   interface of the runtime (include/openhip/markers.h), found at first use:
   in the process itself, else in the library NVTX_INJECTION64_PATH names
   (as NVIDIA's injection mechanism does). Without either, calls do nothing
   and push/pop return NVTX_NO_PUSH_POP_TRACKING, as NVTX does with no tool.
   Colours, categories and payloads are accepted and not recorded. */
#ifndef OPENHIP_NVTOOLSEXT_H
#define OPENHIP_NVTOOLSEXT_H

#include <dlfcn.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

#include <openhip/markers.h>

#define NVTX_VERSION 3
#define NVTX_SUCCESS 0
#define NVTX_FAIL 1
#define NVTX_ERR_INIT_LOAD_PROPERTY 2
#define NVTX_ERR_INIT_ACCESS_LIBRARY 3
#define NVTX_ERR_INIT_LOAD_LIBRARY 4
#define NVTX_ERR_INIT_MISSING_LIBRARY_ENTRY_POINT 5
#define NVTX_ERR_INIT_FAILED_LIBRARY_ENTRY_POINT 6
#define NVTX_ERR_NO_INJECTION_LIBRARY_AVAILABLE 7
#define NVTX_NO_PUSH_POP_TRACKING ((int)-2)

typedef enum nvtxColorType_t {
  NVTX_COLOR_UNKNOWN = 0,
  NVTX_COLOR_ARGB = 1
} nvtxColorType_t;

typedef enum nvtxMessageType_t {
  NVTX_MESSAGE_UNKNOWN = 0,
  NVTX_MESSAGE_TYPE_ASCII = 1,
  NVTX_MESSAGE_TYPE_UNICODE = 2,
  NVTX_MESSAGE_TYPE_REGISTERED = 3
} nvtxMessageType_t;

typedef enum nvtxPayloadType_t {
  NVTX_PAYLOAD_UNKNOWN = 0,
  NVTX_PAYLOAD_TYPE_UNSIGNED_INT64 = 1,
  NVTX_PAYLOAD_TYPE_INT64 = 2,
  NVTX_PAYLOAD_TYPE_DOUBLE = 3,
  NVTX_PAYLOAD_TYPE_UNSIGNED_INT32 = 4,
  NVTX_PAYLOAD_TYPE_INT32 = 5,
  NVTX_PAYLOAD_TYPE_FLOAT = 6
} nvtxPayloadType_t;

typedef enum nvtxResourceGenericType_t {
  NVTX_RESOURCE_TYPE_UNKNOWN = 0,
  NVTX_RESOURCE_TYPE_GENERIC_POINTER = 0x00010001,
  NVTX_RESOURCE_TYPE_GENERIC_HANDLE = 0x00010002,
  NVTX_RESOURCE_TYPE_GENERIC_THREAD_NATIVE = 0x00010003,
  NVTX_RESOURCE_TYPE_GENERIC_THREAD_POSIX = 0x00010004
} nvtxResourceGenericType_t;

typedef uint64_t nvtxRangeId_t;
typedef struct nvtxDomainRegistration_st* nvtxDomainHandle_t;
typedef struct nvtxStringRegistration_st* nvtxStringHandle_t;

typedef union nvtxMessageValue_t {
  const char* ascii;
  const wchar_t* unicode;
  nvtxStringHandle_t registered;
} nvtxMessageValue_t;

typedef struct nvtxEventAttributes_v2 {
  uint16_t version;
  uint16_t size;
  uint32_t category;
  int32_t colorType;
  uint32_t color;
  int32_t payloadType;
  int32_t reserved0;
  union payload_t {
    uint64_t ullValue;
    int64_t llValue;
    double dValue;
    uint32_t uiValue;
    int32_t iValue;
    float fValue;
  } payload;
  int32_t messageType;
  nvtxMessageValue_t message;
} nvtxEventAttributes_v2;
typedef struct nvtxEventAttributes_v2 nvtxEventAttributes_t;

#define NVTX_EVENT_ATTRIB_STRUCT_SIZE ((uint16_t)(sizeof(nvtxEventAttributes_t)))

typedef struct nvtxResourceAttributes_v0 {
  uint16_t version;
  uint16_t size;
  int32_t identifierType;
  union identifier_t {
    const void* pValue;
    uint64_t ullValue;
  } identifier;
  int32_t messageType;
  nvtxMessageValue_t message;
} nvtxResourceAttributes_v0;
typedef struct nvtxResourceAttributes_v0 nvtxResourceAttributes_t;
typedef struct nvtxResourceHandle* nvtxResourceHandle_t;
#define NVTX_RESOURCE_ATTRIB_STRUCT_SIZE ((uint16_t)(sizeof(nvtxResourceAttributes_t)))

#ifdef __cplusplus
#define NVTX_OPENHIP_INLINE inline
#define NVTX_OPENHIP_CAST(type, value) reinterpret_cast<type>(value)
extern "C" {
#else
#define NVTX_OPENHIP_INLINE static inline
#define NVTX_OPENHIP_CAST(type, value) ((type)(value))
#endif

/* ---- OpenHIP's side (not part of NVTX) ---------------------------------- */

/* The runtime's marker interface, or NULL (looked up once; a benign race). */
NVTX_OPENHIP_INLINE const OpenHipMarkerApi* nvtxOpenHipApi_(void) {
  static const OpenHipMarkerApi* api = NULL;
  static int looked_up = 0;
  if (!looked_up) {
    typedef const OpenHipMarkerApi* (*Getter)(void);
    Getter get = NVTX_OPENHIP_CAST(Getter, dlsym(RTLD_DEFAULT, "__openhipMarkerApi"));
    const char* injection = getenv("NVTX_INJECTION64_PATH");
    if (!get && injection && *injection) {
      void* library = dlopen(injection, RTLD_LAZY | RTLD_GLOBAL);
      if (library) get = NVTX_OPENHIP_CAST(Getter, dlsym(library, "__openhipMarkerApi"));
    }
    api = get ? get() : NULL;
    if (api && api->version < OPENHIP_MARKER_API_VERSION) api = NULL;
    looked_up = 1;
  }
  return api;
}

/* Text of a message: ASCII as is; wide text narrowed into `buffer`
   (characters outside ASCII become '?'). */
NVTX_OPENHIP_INLINE const char* nvtxOpenHipNarrow_(const wchar_t* text, char* buffer, size_t size) {
  size_t i = 0;
  if (!text) return "";
  for (; text[i] && i + 1 < size; ++i) buffer[i] = text[i] < 128 ? (char)text[i] : '?';
  buffer[i] = '\0';
  return buffer;
}

NVTX_OPENHIP_INLINE const char* nvtxOpenHipMessage_(const nvtxEventAttributes_t* a, char* buffer,
                                                    size_t size) {
  if (!a) return "";
  switch (a->messageType) {
    case NVTX_MESSAGE_TYPE_ASCII: return a->message.ascii ? a->message.ascii : "";
    case NVTX_MESSAGE_TYPE_UNICODE: return nvtxOpenHipNarrow_(a->message.unicode, buffer, size);
    case NVTX_MESSAGE_TYPE_REGISTERED:
      return a->message.registered ? NVTX_OPENHIP_CAST(const char*, a->message.registered) : "";
    default: return "";
  }
}

/* ---- NVTX -------------------------------------------------------------------- */

NVTX_OPENHIP_INLINE int nvtxInitialize(const void* reserved) {
  (void)reserved;
  return nvtxOpenHipApi_() ? NVTX_SUCCESS : NVTX_ERR_NO_INJECTION_LIBRARY_AVAILABLE;
}

NVTX_OPENHIP_INLINE void nvtxMarkA(const char* message) {
  const OpenHipMarkerApi* api = nvtxOpenHipApi_();
  if (api) api->mark(message);
}
NVTX_OPENHIP_INLINE void nvtxMarkW(const wchar_t* message) {
  char buffer[256];
  nvtxMarkA(nvtxOpenHipNarrow_(message, buffer, sizeof buffer));
}
NVTX_OPENHIP_INLINE void nvtxMarkEx(const nvtxEventAttributes_t* attributes) {
  char buffer[256];
  nvtxMarkA(nvtxOpenHipMessage_(attributes, buffer, sizeof buffer));
}

NVTX_OPENHIP_INLINE nvtxRangeId_t nvtxRangeStartA(const char* message) {
  const OpenHipMarkerApi* api = nvtxOpenHipApi_();
  return api ? api->start_range(message) : 0;
}
NVTX_OPENHIP_INLINE nvtxRangeId_t nvtxRangeStartW(const wchar_t* message) {
  char buffer[256];
  return nvtxRangeStartA(nvtxOpenHipNarrow_(message, buffer, sizeof buffer));
}
NVTX_OPENHIP_INLINE nvtxRangeId_t nvtxRangeStartEx(const nvtxEventAttributes_t* attributes) {
  char buffer[256];
  return nvtxRangeStartA(nvtxOpenHipMessage_(attributes, buffer, sizeof buffer));
}
NVTX_OPENHIP_INLINE void nvtxRangeEnd(nvtxRangeId_t id) {
  const OpenHipMarkerApi* api = nvtxOpenHipApi_();
  if (api) api->stop_range(id);
}

NVTX_OPENHIP_INLINE int nvtxRangePushA(const char* message) {
  const OpenHipMarkerApi* api = nvtxOpenHipApi_();
  return api ? api->push_range(message) : NVTX_NO_PUSH_POP_TRACKING;
}
NVTX_OPENHIP_INLINE int nvtxRangePushW(const wchar_t* message) {
  char buffer[256];
  return nvtxRangePushA(nvtxOpenHipNarrow_(message, buffer, sizeof buffer));
}
NVTX_OPENHIP_INLINE int nvtxRangePushEx(const nvtxEventAttributes_t* attributes) {
  char buffer[256];
  return nvtxRangePushA(nvtxOpenHipMessage_(attributes, buffer, sizeof buffer));
}
NVTX_OPENHIP_INLINE int nvtxRangePop(void) {
  const OpenHipMarkerApi* api = nvtxOpenHipApi_();
  return api ? api->pop_range() : NVTX_NO_PUSH_POP_TRACKING;
}

NVTX_OPENHIP_INLINE void nvtxNameCategoryA(uint32_t category, const char* name) {
  (void)category, (void)name;
}
NVTX_OPENHIP_INLINE void nvtxNameCategoryW(uint32_t category, const wchar_t* name) {
  (void)category, (void)name;
}
NVTX_OPENHIP_INLINE void nvtxNameOsThreadA(uint32_t threadId, const char* name) {
  /* The tracer names the calling thread; NVTX names `threadId`, which
     programs almost always take from the calling thread. */
  const OpenHipMarkerApi* api = nvtxOpenHipApi_();
  (void)threadId;
  if (api && name) api->name_thread(name);
}
NVTX_OPENHIP_INLINE void nvtxNameOsThreadW(uint32_t threadId, const wchar_t* name) {
  char buffer[256];
  nvtxNameOsThreadA(threadId, nvtxOpenHipNarrow_(name, buffer, sizeof buffer));
}

/* Domains: ranges and marks of a domain are recorded as "domain: message"
   (one stack of push/pop ranges per thread for every domain). */
NVTX_OPENHIP_INLINE nvtxDomainHandle_t nvtxDomainCreateA(const char* name) {
  return NVTX_OPENHIP_CAST(nvtxDomainHandle_t, strdup(name ? name : ""));
}
NVTX_OPENHIP_INLINE nvtxDomainHandle_t nvtxDomainCreateW(const wchar_t* name) {
  char buffer[256];
  return nvtxDomainCreateA(nvtxOpenHipNarrow_(name, buffer, sizeof buffer));
}
NVTX_OPENHIP_INLINE void nvtxDomainDestroy(nvtxDomainHandle_t domain) { free(domain); }

NVTX_OPENHIP_INLINE const char* nvtxOpenHipInDomain_(nvtxDomainHandle_t domain,
                                                     const nvtxEventAttributes_t* a,
                                                     char* buffer, size_t size) {
  char text[256];
  const char* message = nvtxOpenHipMessage_(a, text, sizeof text);
  const char* prefix = domain ? NVTX_OPENHIP_CAST(const char*, domain) : "";
  size_t used = 0;
  if (*prefix) {
    while (*prefix && used + 3 < size) buffer[used++] = *prefix++;
    buffer[used++] = ':';
    buffer[used++] = ' ';
  }
  while (*message && used + 1 < size) buffer[used++] = *message++;
  buffer[used] = '\0';
  return buffer;
}

NVTX_OPENHIP_INLINE void nvtxDomainMarkEx(nvtxDomainHandle_t domain,
                                          const nvtxEventAttributes_t* attributes) {
  char buffer[512];
  nvtxMarkA(nvtxOpenHipInDomain_(domain, attributes, buffer, sizeof buffer));
}
NVTX_OPENHIP_INLINE nvtxRangeId_t nvtxDomainRangeStartEx(nvtxDomainHandle_t domain,
                                                         const nvtxEventAttributes_t* attributes) {
  char buffer[512];
  return nvtxRangeStartA(nvtxOpenHipInDomain_(domain, attributes, buffer, sizeof buffer));
}
NVTX_OPENHIP_INLINE void nvtxDomainRangeEnd(nvtxDomainHandle_t domain, nvtxRangeId_t id) {
  (void)domain;
  nvtxRangeEnd(id);
}
NVTX_OPENHIP_INLINE int nvtxDomainRangePushEx(nvtxDomainHandle_t domain,
                                              const nvtxEventAttributes_t* attributes) {
  char buffer[512];
  return nvtxRangePushA(nvtxOpenHipInDomain_(domain, attributes, buffer, sizeof buffer));
}
NVTX_OPENHIP_INLINE int nvtxDomainRangePop(nvtxDomainHandle_t domain) {
  (void)domain;
  return nvtxRangePop();
}

/* Registered strings live until the process ends (as in NVTX). */
NVTX_OPENHIP_INLINE nvtxStringHandle_t nvtxDomainRegisterStringA(nvtxDomainHandle_t domain,
                                                                 const char* string) {
  (void)domain;
  return NVTX_OPENHIP_CAST(nvtxStringHandle_t, strdup(string ? string : ""));
}
NVTX_OPENHIP_INLINE nvtxStringHandle_t nvtxDomainRegisterStringW(nvtxDomainHandle_t domain,
                                                                 const wchar_t* string) {
  char buffer[256];
  return nvtxDomainRegisterStringA(domain, nvtxOpenHipNarrow_(string, buffer, sizeof buffer));
}
NVTX_OPENHIP_INLINE void nvtxDomainNameCategoryA(nvtxDomainHandle_t domain, uint32_t category,
                                                 const char* name) {
  (void)domain, (void)category, (void)name;
}
NVTX_OPENHIP_INLINE void nvtxDomainNameCategoryW(nvtxDomainHandle_t domain, uint32_t category,
                                                 const wchar_t* name) {
  (void)domain, (void)category, (void)name;
}
NVTX_OPENHIP_INLINE nvtxResourceHandle_t nvtxDomainResourceCreate(
    nvtxDomainHandle_t domain, nvtxResourceAttributes_t* attributes) {
  (void)domain, (void)attributes;
  return NULL;
}
NVTX_OPENHIP_INLINE void nvtxDomainResourceDestroy(nvtxResourceHandle_t resource) {
  (void)resource;
}

#ifdef __cplusplus
}
#endif

#ifdef UNICODE
#define nvtxMark nvtxMarkW
#define nvtxRangeStart nvtxRangeStartW
#define nvtxRangePush nvtxRangePushW
#define nvtxNameCategory nvtxNameCategoryW
#define nvtxNameOsThread nvtxNameOsThreadW
#define nvtxDomainCreate nvtxDomainCreateW
#define nvtxDomainRegisterString nvtxDomainRegisterStringW
#define nvtxDomainNameCategory nvtxDomainNameCategoryW
#else
#define nvtxMark nvtxMarkA
#define nvtxRangeStart nvtxRangeStartA
#define nvtxRangePush nvtxRangePushA
#define nvtxNameCategory nvtxNameCategoryA
#define nvtxNameOsThread nvtxNameOsThreadA
#define nvtxDomainCreate nvtxDomainCreateA
#define nvtxDomainRegisterString nvtxDomainRegisterStringA
#define nvtxDomainNameCategory nvtxDomainNameCategoryA
#endif

#endif /* OPENHIP_NVTOOLSEXT_H */
