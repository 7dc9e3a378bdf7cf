; MapWorkItemIntrinsics: kernels get the hidden launch-context parameter and
; read ids, sizes and barriers in the canonical form of LoweringContract.h.
; RUN: opt -load-pass-plugin=%plugin -passes='openhip-retarget<warp-size=32>,openhip-map-work-item-intrinsics' \
; RUN:   -S %s | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define void @ids(ptr %out, ptr noalias nocapture noundef align 8 %ctx)
; Uniform values are loaded once, at the top of the entry block.
; CHECK-DAG: %block_dim.x.addr = getelementptr inbounds %openhip.LaunchCtx, ptr %ctx, i32 0, i32 1, i32 0
; CHECK-DAG: %block_dim.x = load i32, ptr %block_dim.x.addr, align 4, !invariant.load
; CHECK-DAG: %block_idx.y.addr = getelementptr inbounds %openhip.LaunchCtx, ptr %ctx, i32 0, i32 2, i32 1
; CHECK-DAG: %block_idx.y = load i32, ptr %block_idx.y.addr, align 4, !invariant.load
; CHECK-DAG: %grid_dim.z.addr = getelementptr inbounds %openhip.LaunchCtx, ptr %ctx, i32 0, i32 0, i32 2
; CHECK-DAG: %grid_dim.z = load i32, ptr %grid_dim.z.addr, align 4, !invariant.load
; CHECK: %tx = call i32 @__openhip_local_id(i32 0)
; CHECK-NEXT: %ty = call i32 @__openhip_local_id(i32 1)
; CHECK-NEXT: %tz = call i32 @__openhip_local_id(i32 2)
; CHECK-NEXT: %s1 = add i32 %tx, %ty
; CHECK-NEXT: %s2 = add i32 %s1, %tz
; CHECK-NEXT: %s3 = add i32 %s2, %block_dim.x
; CHECK-NEXT: %s4 = add i32 %s3, %block_idx.y
; CHECK-NEXT: %s5 = add i32 %s4, %grid_dim.z
; CHECK-NEXT: %s6 = add i32 %s5, 32
; CHECK-NEXT: %s7 = add i32 %s5, %block_dim.x
; CHECK-NEXT: store i32 %s6, ptr %out
; CHECK-NEXT: store i32 %s7, ptr %out
; CHECK-NEXT: ret void
define void @ids(ptr %out) {
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %tz = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %bdx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %bidy = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %gdz = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
  %ws = call i32 @llvm.nvvm.read.ptx.sreg.warpsize()
  %bdx.again = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %s1 = add i32 %tx, %ty
  %s2 = add i32 %s1, %tz
  %s3 = add i32 %s2, %bdx
  %s4 = add i32 %s3, %bidy
  %s5 = add i32 %s4, %gdz
  %s6 = add i32 %s5, %ws
  %s7 = add i32 %s5, %bdx.again
  store i32 %s6, ptr %out
  store i32 %s7, ptr %out
  ret void
}

; CHECK-LABEL: define void @sync(ptr %out, i32 %pred, ptr noalias nocapture noundef align 8 %ctx)
; CHECK-NEXT: call void @__openhip_barrier() #[[CONV:[0-9]+]]
; CHECK-NEXT: call void @__openhip_barrier() #[[CONV]]
; CHECK-NEXT: call void @__openhip_barrier() #[[CONV]]
; CHECK-NEXT: %c = call i32 @__openhip_barrier_popc(i32 %pred) #[[CONV]]
; CHECK-NEXT: %a = call i32 @__openhip_barrier_and(i32 %pred) #[[CONV]]
; CHECK-NEXT: %o = call i32 @__openhip_barrier_or(i32 %pred) #[[CONV]]
; CHECK-NEXT: fence seq_cst
; CHECK-NEXT: fence seq_cst
; CHECK-NEXT: store i32 %c, ptr %out
define void @sync(ptr %out, i32 %pred) {
  call void @llvm.nvvm.barrier0()
  call void @llvm.nvvm.barrier.sync(i32 0)
  call void @llvm.nvvm.bar.sync(i32 1)
  %c = call i32 @llvm.nvvm.barrier0.popc(i32 %pred)
  %a = call i32 @llvm.nvvm.barrier0.and(i32 %pred)
  %o = call i32 @llvm.nvvm.barrier0.or(i32 %pred)
  call void @llvm.nvvm.membar.cta()
  call void @llvm.nvvm.membar.gl()
  call void @llvm.nvvm.membar.sys()
  store i32 %c, ptr %out
  ret void
}

; laneid = linear work-item id modulo the warp size.
; CHECK-LABEL: define i32 @lane(ptr noalias nocapture noundef align 8 %ctx)
; CHECK: %laneid = and i32 %{{[0-9]+}}, 31
; CHECK-NEXT: ret i32 %laneid
define i32 @lane() {
  %l = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  ret i32 %l
}

; A device function keeps its signature; the warp size is fine anywhere.
; CHECK-LABEL: define i32 @device_fn()
; CHECK-NEXT: ret i32 32
define i32 @device_fn() {
  %ws = call i32 @llvm.nvvm.read.ptx.sreg.warpsize()
  ret i32 %ws
}

; CHECK-NOT: llvm.nvvm
; CHECK: declare i32 @__openhip_local_id(i32) #[[LOCAL_ID:[0-9]+]]
; CHECK: attributes #[[LOCAL_ID]] = { nounwind willreturn memory(none) }
; CHECK: attributes #[[CONV]] = { convergent nounwind }

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.warpsize()
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.barrier.sync(i32)
declare void @llvm.nvvm.bar.sync(i32)
declare i32 @llvm.nvvm.barrier0.popc(i32)
declare i32 @llvm.nvvm.barrier0.and(i32)
declare i32 @llvm.nvvm.barrier0.or(i32)
declare void @llvm.nvvm.membar.cta()
declare void @llvm.nvvm.membar.gl()
declare void @llvm.nvvm.membar.sys()

!nvvm.annotations = !{!0, !1, !2}
!0 = !{ptr @ids, !"kernel", i32 1}
!1 = !{ptr @sync, !"kernel", i32 1}
!2 = !{ptr @lane, !"kernel", i32 1}
