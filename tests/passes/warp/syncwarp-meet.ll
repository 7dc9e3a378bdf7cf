; A ballot whose mask nobody reads (`__syncwarp()`, or a lockstep barrier
; of openhip-lockstep-warps) is only a meeting point: the nest before it
; ends there and the next one starts, with no vote between them (no lane
; stores its predicate, none loads a mask: no private slots at all).
; RUN: opt -passes=openhip-barriers %s | FileCheck %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare i32 @__openhip_local_id(i32) nounwind readnone
declare i64 @__openhip_warp_ballot(i32) convergent nounwind

define void @exchange_neighbours(ptr %s, ptr %out, ptr %ctx) "openhip-kernel" {
entry:
  %tid = call i32 @__openhip_local_id(i32 0)
  %mine = getelementptr inbounds float, ptr %s, i32 %tid
  %x = sitofp i32 %tid to float
  store float %x, ptr %mine
  %unused = call i64 @__openhip_warp_ballot(i32 1)
  %partner = xor i32 %tid, 1
  %theirs = getelementptr inbounds float, ptr %s, i32 %partner
  %y = load float, ptr %theirs
  %o = getelementptr inbounds float, ptr %out, i32 %tid
  store float %y, ptr %o
  ret void
}

; CHECK-LABEL: define void @exchange_neighbours(
; CHECK-NOT: __openhip_warp_ballot
; CHECK: store float %x.s0
; CHECK: sub0.exit:
; CHECK-NEXT: br label %sub1.pre
; CHECK: load float
; CHECK: sub1.exit:
; CHECK: attributes #2 = { {{.*}}"openhip-private-size"="0"
