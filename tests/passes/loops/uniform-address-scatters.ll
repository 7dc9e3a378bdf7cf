; openhip-uniform-address-scatters (run by LLVM's optimizer last, after the
; loop vectorizer): a masked scatter whose pointers are all one address
; stores the last active lane's value there if any lane is active; a masked
; gather from one address loads once if any lane is active and broadcasts.
; A scatter or gather through different addresses runs only when some lane
; is active, and one active lane is stored or loaded on its own (`if (lane ==
; 0) sums[warp] = v`: one lane in 64); one with a constant mask is left alone.
; RUN: opt -load-pass-plugin=%plugin -passes=openhip-uniform-address-scatters -S %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @llvm.masked.scatter.v8f32.v8p0(<8 x float>, <8 x ptr>, i32, <8 x i1>)
declare <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr>, i32, <8 x i1>, <8 x float>)
declare <8 x float> @llvm.masked.load.v8f32.p0(ptr, i32, <8 x i1>, <8 x float>)

; `if (threadIdx.x == 0) tile[ty][0] = v` vectorized.
define void @halo_store(<8 x float> %v, ptr %cell, <8 x i1> %mask) {
  %one = insertelement <8 x ptr> poison, ptr %cell, i64 0
  %cells = shufflevector <8 x ptr> %one, <8 x ptr> poison, <8 x i32> zeroinitializer
  call void @llvm.masked.scatter.v8f32.v8p0(<8 x float> %v, <8 x ptr> %cells, i32 4, <8 x i1> %mask), !tbaa !0
  ret void
}
; CHECK-LABEL: define void @halo_store(
; CHECK: %mask.bits = bitcast <8 x i1> %mask to i8
; CHECK: %mask.any = icmp ne i8 %mask.bits, 0
; CHECK: br i1 %mask.any, label %[[STORE:.*]], label %[[DONE:.*]]
; CHECK: [[STORE]]:
; CHECK: %[[LEADING:.*]] = call i8 @llvm.ctlz.i8(i8 %mask.bits, i1 true)
; CHECK: %last.lane = sub i8 7, %[[LEADING]]
; CHECK: %[[LANE:.*]] = zext i8 %last.lane to i64
; CHECK: %[[VALUE:.*]] = extractelement <8 x float> %v, i64 %[[LANE]]
; CHECK: store float %[[VALUE]], ptr %cell, align 4, !tbaa
; CHECK: br label %[[DONE]]
; CHECK-NOT: masked.scatter

; The stored lanes come from a masked load under the same mask: the last
; active lane is loaded on its own (the vector load goes); with a store in
; between, the lane is extracted from the vector load instead.
define void @halo_from_load(ptr %row, ptr %cell, <8 x i1> %mask) {
  %one = insertelement <8 x ptr> poison, ptr %cell, i64 0
  %cells = shufflevector <8 x ptr> %one, <8 x ptr> poison, <8 x i32> zeroinitializer
  %v = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %row, i32 4, <8 x i1> %mask, <8 x float> poison)
  call void @llvm.masked.scatter.v8f32.v8p0(<8 x float> %v, <8 x ptr> %cells, i32 4, <8 x i1> %mask)
  ret void
}
; CHECK-LABEL: define void @halo_from_load(
; CHECK-NOT: masked.load
; CHECK: %last.lane = sub i8 7,
; CHECK: %[[LANE:.*]] = zext i8 %last.lane to i64
; CHECK: %[[AT:.*]] = getelementptr float, ptr %row, i64 %[[LANE]]
; CHECK: %[[VALUE:.*]] = load float, ptr %[[AT]], align 4
; CHECK: store float %[[VALUE]], ptr %cell, align 4
; CHECK-NOT: masked

define void @halo_from_load_stored_between(ptr %row, ptr %cell, <8 x i1> %mask) {
  %one = insertelement <8 x ptr> poison, ptr %cell, i64 0
  %cells = shufflevector <8 x ptr> %one, <8 x ptr> poison, <8 x i32> zeroinitializer
  %v = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %row, i32 4, <8 x i1> %mask, <8 x float> poison)
  store float 0.0, ptr %row
  call void @llvm.masked.scatter.v8f32.v8p0(<8 x float> %v, <8 x ptr> %cells, i32 4, <8 x i1> %mask)
  ret void
}
; CHECK-LABEL: define void @halo_from_load_stored_between(
; CHECK: %v = call <8 x float> @llvm.masked.load
; CHECK: extractelement <8 x float> %v
; CHECK-NOT: masked.scatter

define <8 x float> @uniform_gather(ptr %cell, <8 x i1> %mask, <8 x float> %else) {
  %one = insertelement <8 x ptr> poison, ptr %cell, i64 0
  %cells = shufflevector <8 x ptr> %one, <8 x ptr> poison, <8 x i32> zeroinitializer
  %got = call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> %cells, i32 4, <8 x i1> %mask, <8 x float> %else)
  ret <8 x float> %got
}
; CHECK-LABEL: define <8 x float> @uniform_gather(
; CHECK: br i1 %mask.any, label %[[LOAD:.*]], label %[[DONE:.*]]
; CHECK: [[LOAD]]:
; CHECK: %[[SCALAR:.*]] = load float, ptr %cell, align 4
; CHECK: %[[SPLAT:.*]] = shufflevector <8 x float>
; CHECK: %[[PICKED:.*]] = select <8 x i1> %mask, <8 x float> %[[SPLAT]], <8 x float> %else
; CHECK: [[DONE]]:
; CHECK: %got = phi <8 x float> [ %[[PICKED]], %[[LOAD]] ], [ %else, %0 ]
; CHECK: ret <8 x float> %got

define void @different_addresses(<8 x float> %v, <8 x ptr> %cells, <8 x i1> %mask) {
  call void @llvm.masked.scatter.v8f32.v8p0(<8 x float> %v, <8 x ptr> %cells, i32 4, <8 x i1> %mask)
  %got = call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> %cells, i32 4, <8 x i1> %mask, <8 x float> %v)
  ret void
}
; CHECK-LABEL: define void @different_addresses(
; CHECK: %mask.any = icmp ne i8 %mask.bits, 0
; CHECK: br i1 %mask.any, label %[[SOME:.*]], label %[[NONE:.*]]
; CHECK: [[SOME]]:
; CHECK: %[[LOW:.*]] = sub i8 %mask.bits, 1
; CHECK: %[[REST:.*]] = and i8 %mask.bits, %[[LOW]]
; CHECK: %mask.single = icmp eq i8 %[[REST]], 0
; CHECK: br i1 %mask.single, label %[[ONE:.*]], label %[[MANY:.*]]
; CHECK: [[ONE]]:
; CHECK: %[[FIRST:.*]] = call i8 @llvm.cttz.i8(i8 %mask.bits, i1 true)
; CHECK: %active.lane = zext i8 %[[FIRST]] to i64
; CHECK: %[[CELL:.*]] = extractelement <8 x ptr> %cells, i64 %active.lane
; CHECK: %[[VALUE:.*]] = extractelement <8 x float> %v, i64 %active.lane
; CHECK: store float %[[VALUE]], ptr %[[CELL]], align 4
; CHECK: [[MANY]]:
; CHECK-NEXT: call void @llvm.masked.scatter.v8f32.v8p0(<8 x float> %v, <8 x ptr> %cells, i32 4, <8 x i1> %mask)
; CHECK: [[NONE]]:
; CHECK: br i1 %mask.any{{[0-9]+}}, label
; CHECK: %[[GCELL:.*]] = extractelement <8 x ptr> %cells, i64 %active.lane{{[0-9]+}}
; CHECK: %[[LOADED:.*]] = load float, ptr %[[GCELL]], align 4
; CHECK: %[[INSERTED:.*]] = insertelement <8 x float> %v, float %[[LOADED]], i64 %active.lane{{[0-9]+}}
; CHECK: %[[GATHERED:.*]] = call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> %cells, i32 4, <8 x i1> %mask, <8 x float> %v)
; CHECK: %[[SOMEGOT:.*]] = phi <8 x float> [ %[[INSERTED]], %{{.*}} ], [ %[[GATHERED]], %{{.*}} ]
; CHECK: %got = phi <8 x float> [ %v, %{{.*}} ], [ %[[SOMEGOT]], %{{.*}} ]

; An unconditional gather (a constant mask) is left as it is.
define <8 x float> @unmasked_gather(<8 x ptr> %cells) {
  %got = call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> %cells, i32 4, <8 x i1> <i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true, i1 true>, <8 x float> poison)
  ret <8 x float> %got
}
; CHECK-LABEL: define <8 x float> @unmasked_gather(
; CHECK-NEXT: %got = call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> %cells, i32 4, <8 x i1> <i1 true,
; CHECK-NEXT: ret <8 x float> %got

!0 = !{!1, !1, i64 0}
!1 = !{!"float", !2, i64 0}
!2 = !{!"omnipotent char", !3, i64 0}
!3 = !{!"Simple C++ TBAA"}
