// A header on disk, found through hiprtcCompileProgram's -I option.
#define RTC_EXTRA_VALUE 42
