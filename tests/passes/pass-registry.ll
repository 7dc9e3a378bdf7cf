; The pass registry (src/compiler/passes/OpenHipPasses.def): every name parses
; at module level, function passes also inside function(...), parameters are
; checked, and pass instrumentation knows the passes by their names.
; RUN: opt -load-pass-plugin=%plugin -disable-output %s \
; RUN:   -passes='openhip-retarget<warp-size=32>,openhip-strip-address-spaces,openhip-inline,openhip-map-work-item-intrinsics,openhip-lower-shared-memory,openhip-private-byval-copies,openhip-unroll-private-array-loops,openhip-grid-stride-loops,openhip-implicit-loop-barriers,openhip-workitem-loops,openhip-barriers,openhip-shared-memory-atomics,openhip-arena-alias-scopes,openhip-emit-block-functions<table-id=reg>'
; RUN: opt -load-pass-plugin=%plugin -disable-output %s \
; RUN:   -passes='function(openhip-grid-stride-loops,openhip-implicit-loop-barriers,openhip-workitem-loops,openhip-barriers)'
; RUN: opt -load-pass-plugin=%plugin -disable-output -passes='openhip-lower<table-id=reg;warp-size=64>' %s
; RUN: not opt -load-pass-plugin=%plugin -disable-output -passes='openhip-emit-block-functions<bogus>' %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=BAD-PARAM
; RUN: not opt -load-pass-plugin=%plugin -disable-output -passes='openhip-retarget<warp-size=x>' %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=BAD-VALUE
; RUN: not opt -load-pass-plugin=%plugin -disable-output -passes='openhip-inline<table-id=x>' %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=NO-PARAMS
; RUN: opt -load-pass-plugin=%plugin -disable-output -passes=openhip-inline -print-after=openhip-inline %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=NAMES

; BAD-PARAM: unknown pass name 'openhip-emit-block-functions<bogus>'
; BAD-VALUE: unknown pass name 'openhip-retarget<warp-size=x>'
; NO-PARAMS: unknown pass name 'openhip-inline<table-id=x>'
; NAMES: IR Dump After {{.*}}InlineDeviceFunctionsPass

target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %tid, ptr %out
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
