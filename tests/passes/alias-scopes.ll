; ArenaAliasScopes: every access whose pointer has a known region (private
; arena, shared arena, global = parameters/globals/ctx, stack) gets that
; region's scope in !alias.scope and the other regions' scopes in !noalias;
; accesses through loaded pointers, unknown calls and non-kernels get none.
; RUN: opt -load-pass-plugin=%plugin -passes=openhip-arena-alias-scopes -S %s | FileCheck %s
; The scopes let LLVM keep a private-arena value in a register across
; shared-memory loads (the matmul pattern: sum += a[k] * b[k] after a barrier).
; RUN: opt -load-pass-plugin=%plugin -passes='openhip-arena-alias-scopes,function(loop-mssa(licm),gvn,dse)' -S %s \
; RUN:   | FileCheck %s --check-prefix=OPT

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%openhip.LaunchCtx = type { [3 x i32], [3 x i32], [3 x i32], i32, ptr, i64, ptr, [4 x ptr] }

@device_var = internal global i32 0

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @opaque(ptr)
declare ptr @make_pointer()

; CHECK-LABEL: define void @regions(
define void @regions(ptr %out, ptr byval(i32) %param, i64 %i, i1 %c, ptr %ctx) #0 {
entry:
  ; The arena bases as LowerSharedMemory and the work-item loops load them.
  %shared.addr = getelementptr inbounds %openhip.LaunchCtx, ptr %ctx, i32 0, i32 4
  %shared = load ptr, ptr %shared.addr, align 8, !invariant.load !0
  %private.addr = getelementptr inbounds i8, ptr %ctx, i64 56
  %private.base = load ptr, ptr %private.addr, align 8, !invariant.load !0
  %stack = alloca [4 x i32], align 4

; CHECK: store float 0.000000e+00, ptr %slot, align 4, !alias.scope ![[PRIVATE:[0-9]+]], !noalias ![[NOT_PRIVATE:[0-9]+]]
  %slot = getelementptr inbounds i8, ptr %private.base, i64 %i
  store float 0.0, ptr %slot, align 4
; CHECK: %v = load float, ptr %tile, align 4, !alias.scope ![[SHARED:[0-9]+]], !noalias ![[NOT_SHARED:[0-9]+]]
  %tile = getelementptr inbounds [16 x float], ptr %shared, i64 0, i64 %i
  %v = load float, ptr %tile, align 4
; CHECK: store float %v, ptr %o, align 4, !alias.scope ![[GLOBAL:[0-9]+]], !noalias ![[NOT_GLOBAL:[0-9]+]]
  %o = getelementptr inbounds float, ptr %out, i64 %i
  store float %v, ptr %o, align 4
; CHECK: store i32 1, ptr @device_var, align 4, !alias.scope ![[GLOBAL]], !noalias ![[NOT_GLOBAL]]
  store i32 1, ptr @device_var, align 4
; CHECK: %p = load i32, ptr %param, align 4, !alias.scope ![[GLOBAL]], !noalias ![[NOT_GLOBAL]]
  %p = load i32, ptr %param, align 4
; CHECK: %bdim = load i32, ptr %bdim.addr, align 4, !alias.scope ![[GLOBAL]], !noalias ![[NOT_GLOBAL]]
  %bdim.addr = getelementptr inbounds %openhip.LaunchCtx, ptr %ctx, i32 0, i32 1, i32 0
  %bdim = load i32, ptr %bdim.addr, align 4
; CHECK: store i32 %p, ptr %s, align 4, !alias.scope ![[STACK:[0-9]+]], !noalias ![[NOT_STACK:[0-9]+]]
  %s = getelementptr inbounds [4 x i32], ptr %stack, i64 0, i64 %i
  store i32 %p, ptr %s, align 4

; A __shared__ address stored to memory and loaded back may point anywhere.
; CHECK: store ptr %tile, ptr %o, align 8, !alias.scope ![[GLOBAL]], !noalias ![[NOT_GLOBAL]]
; CHECK-NEXT: %reloaded = load ptr, ptr %o, align 8, !alias.scope ![[GLOBAL]], !noalias ![[NOT_GLOBAL]]
; CHECK-NEXT: store float 1.000000e+00, ptr %reloaded, align 4{{$}}
  store ptr %tile, ptr %o, align 8
  %reloaded = load ptr, ptr %o, align 8
  store float 1.0, ptr %reloaded, align 4
; So may a pointer returned by a call, or read from another ctx field.
; CHECK: store i32 2, ptr %made, align 4{{$}}
  %made = call ptr @make_pointer()
  store i32 2, ptr %made, align 4
; CHECK: store i32 3, ptr %reserved, align 4{{$}}
  %reserved.addr = getelementptr inbounds %openhip.LaunchCtx, ptr %ctx, i32 0, i32 7, i32 0
  %reserved = load ptr, ptr %reserved.addr, align 8
  store i32 3, ptr %reserved, align 4

; Either of two regions: both scopes, noalias the other two.
; CHECK: store float 2.000000e+00, ptr %either, align 4, !alias.scope ![[PRIVATE_OR_SHARED:[0-9]+]], !noalias ![[GLOBAL_OR_STACK:[0-9]+]]
  %either = select i1 %c, ptr %slot, ptr %tile
  store float 2.0, ptr %either, align 4
; CHECK: store float 3.000000e+00, ptr %joined, align 4, !alias.scope ![[SHARED_OR_GLOBAL:[0-9]+]], !noalias ![[PRIVATE_OR_STACK:[0-9]+]]
  br i1 %c, label %left, label %join
left:
  br label %join
join:
  %joined = phi ptr [ %tile, %entry ], [ %o, %left ]
  store float 3.0, ptr %joined, align 4

; memcpy/memset: the regions of all their pointers.
; CHECK: call void @llvm.memcpy.p0.p0.i64(ptr %o, ptr %tile, i64 16, i1 false), !alias.scope ![[SHARED_OR_GLOBAL]], !noalias ![[PRIVATE_OR_STACK]]
  call void @llvm.memcpy.p0.p0.i64(ptr %o, ptr %tile, i64 16, i1 false)
; CHECK: call void @llvm.memset.p0.i64(ptr %slot, i8 0, i64 4, i1 false), !alias.scope ![[PRIVATE]], !noalias ![[NOT_PRIVATE]]
  call void @llvm.memset.p0.i64(ptr %slot, i8 0, i64 4, i1 false)
; CHECK: call void @llvm.memcpy.p0.p0.i64(ptr %o, ptr %reloaded, i64 16, i1 false){{$}}
  call void @llvm.memcpy.p0.p0.i64(ptr %o, ptr %reloaded, i64 16, i1 false)
; Other calls may touch anything.
; CHECK: call void @opaque(ptr %tile){{$}}
  call void @opaque(ptr %tile)

; Scopes already there (from clang's inlining of restrict parameters) stay.
; CHECK: store float 4.000000e+00, ptr %tile, align 4, !alias.scope ![[OLD_AND_SHARED:[0-9]+]], !noalias ![[NOT_SHARED]]
  store float 4.0, ptr %tile, align 4, !alias.scope !3
  ret void
}

; Only kernels are annotated.
; CHECK-LABEL: define void @not_a_kernel(
; CHECK: store i32 0, ptr %q, align 4{{$}}
define void @not_a_kernel(ptr %q, ptr %ctx) {
  store i32 0, ptr %q, align 4
  ret void
}

; The matmul step after a barrier: sum lives in the private arena, the tiles
; in the shared arena. With the scopes, LICM keeps sum in a register and
; stores it once after the loop.
; OPT-LABEL: define void @dot(
; OPT: loop:
; OPT-NOT: store
; OPT: exit:
; OPT: store float
; OPT-NEXT: ret void
define void @dot(i64 %lid, ptr %ctx) #0 {
entry:
  %shared.addr = getelementptr inbounds %openhip.LaunchCtx, ptr %ctx, i32 0, i32 4
  %shared = load ptr, ptr %shared.addr, align 8, !invariant.load !0
  %private.addr = getelementptr inbounds %openhip.LaunchCtx, ptr %ctx, i32 0, i32 6
  %private = load ptr, ptr %private.addr, align 8, !invariant.load !0
  %offset = shl i64 %lid, 2
  %sum.slot = getelementptr inbounds i8, ptr %private, i64 %offset
  br label %loop
loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %a.addr = getelementptr inbounds [16 x float], ptr %shared, i64 0, i64 %k
  %a = load float, ptr %a.addr, align 4
  %b.addr = getelementptr inbounds [16 x float], ptr %shared, i64 1, i64 %k
  %b = load float, ptr %b.addr, align 4
  %sum = load float, ptr %sum.slot, align 4
  %product = fmul float %a, %b
  %sum.next = fadd float %sum, %product
  store float %sum.next, ptr %sum.slot, align 4
  %k.next = add nuw nsw i64 %k, 1
  %done = icmp eq i64 %k.next, 16
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

attributes #0 = { "openhip-kernel" }

; CHECK-DAG: ![[PRIVATE]] = !{![[PRIVATE_SCOPE:[0-9]+]]}
; CHECK-DAG: ![[PRIVATE_SCOPE]] = distinct !{![[PRIVATE_SCOPE]], ![[DOMAIN:[0-9]+]], !"private-arena"}
; CHECK-DAG: ![[DOMAIN]] = distinct !{![[DOMAIN]], !"openhip.arena.regions"}
; CHECK-DAG: ![[NOT_PRIVATE]] = !{![[SHARED_SCOPE:[0-9]+]], ![[GLOBAL_SCOPE:[0-9]+]], ![[STACK_SCOPE:[0-9]+]]}
; CHECK-DAG: ![[SHARED_SCOPE]] = distinct !{![[SHARED_SCOPE]], ![[DOMAIN]], !"shared-arena"}
; CHECK-DAG: ![[GLOBAL_SCOPE]] = distinct !{![[GLOBAL_SCOPE]], ![[DOMAIN]], !"global"}
; CHECK-DAG: ![[STACK_SCOPE]] = distinct !{![[STACK_SCOPE]], ![[DOMAIN]], !"stack"}
; CHECK-DAG: ![[SHARED]] = !{![[SHARED_SCOPE]]}
; CHECK-DAG: ![[NOT_SHARED]] = !{![[PRIVATE_SCOPE]], ![[GLOBAL_SCOPE]], ![[STACK_SCOPE]]}
; CHECK-DAG: ![[GLOBAL]] = !{![[GLOBAL_SCOPE]]}
; CHECK-DAG: ![[NOT_GLOBAL]] = !{![[PRIVATE_SCOPE]], ![[SHARED_SCOPE]], ![[STACK_SCOPE]]}
; CHECK-DAG: ![[STACK]] = !{![[STACK_SCOPE]]}
; CHECK-DAG: ![[NOT_STACK]] = !{![[PRIVATE_SCOPE]], ![[SHARED_SCOPE]], ![[GLOBAL_SCOPE]]}
; CHECK-DAG: ![[PRIVATE_OR_SHARED]] = !{![[PRIVATE_SCOPE]], ![[SHARED_SCOPE]]}
; CHECK-DAG: ![[GLOBAL_OR_STACK]] = !{![[GLOBAL_SCOPE]], ![[STACK_SCOPE]]}
; CHECK-DAG: ![[SHARED_OR_GLOBAL]] = !{![[SHARED_SCOPE]], ![[GLOBAL_SCOPE]]}
; CHECK-DAG: ![[PRIVATE_OR_STACK]] = !{![[PRIVATE_SCOPE]], ![[STACK_SCOPE]]}
; CHECK-DAG: ![[OLD_AND_SHARED]] = !{![[OLD_SCOPE:[0-9]+]], ![[SHARED_SCOPE]]}
; CHECK-DAG: ![[OLD_SCOPE]] = distinct !{![[OLD_SCOPE]], ![[OLD_DOMAIN:[0-9]+]], !"restrict"}

!0 = !{}
!1 = distinct !{!1, !"clang"}
!2 = distinct !{!2, !1, !"restrict"}
!3 = !{!2}
