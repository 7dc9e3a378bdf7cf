#!/bin/sh
# A clang that misbehaves, for hipcc's failure messages (OPENHIP_CLANG=this).
# FAKE_CLANG_MODE: signal   dies by SIGKILL on every call
#                  host     fails in silence on the host pass (exit 3) only;
#                           runs FAKE_CLANG_REAL otherwise
#                  chatty   says why on stderr, then exits 1
case "$FAKE_CLANG_MODE" in
  signal) kill -KILL $$ ;;
  chatty) echo "fake-clang: error: something went wrong" >&2; exit 1 ;;
  host)
    for arg in "$@"; do
      [ "$arg" = "--cuda-host-only" ] && exit 3
    done
    exec "$FAKE_CLANG_REAL" "$@" ;;
esac
echo "fake-clang: unknown FAKE_CLANG_MODE '$FAKE_CLANG_MODE'" >&2
exit 2
