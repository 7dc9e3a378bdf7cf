; Half conversions vectorize: clang converts NVPTX's storage-only half with
; llvm.convert.{from,to}.fp16 (hip_fp16.h's device code through `__fp16`),
; which openhip-retarget turns into fpext/fptrunc, so through LLVM's O2
; pipeline with an F16C target (x86-64-v3) the body of
;   int i = blockIdx.x * blockDim.x + threadIdx.x;
;   if (i < n) y[i] = __float2half(a * __half2float(x[i]));
; converts whole vectors of halves.
; RUN: opt -load-pass-plugin=%plugin -mtriple=x86_64-pc-linux-gnu -mcpu=x86-64-v3 \
; RUN:   -passes='openhip-lower<table-id=scale_half>,default<O2>' -S %s | FileCheck %s
; CHECK-LABEL: define internal void @__openhip_block._Z10scale_halfifPKtPt(
; CHECK: vector.body:
; CHECK: fpext <{{[0-9]+}} x half> {{.*}} to <{{[0-9]+}} x float>
; CHECK: fptrunc <{{[0-9]+}} x float> {{.*}} to <{{[0-9]+}} x half>
; CHECK-NOT: llvm.convert
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @_Z10scale_halfifPKtPt(i32 %n, float %a, ptr %x, ptr %y) #0 {
entry:
  %block = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %size = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %thread = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %block, %size
  %i = add i32 %base, %thread
  %inside = icmp slt i32 %i, %n
  br i1 %inside, label %body, label %done

body:
  %index = sext i32 %i to i64
  %source = getelementptr inbounds i16, ptr %x, i64 %index
  %h = load i16, ptr %source, align 2
  %f = call float @llvm.convert.from.fp16.f32(i16 %h)
  %scaled = fmul contract float %a, %f
  %r = call i16 @llvm.convert.to.fp16.f32(float %scaled)
  %target = getelementptr inbounds i16, ptr %y, i64 %index
  store i16 %r, ptr %target, align 2
  br label %done

done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.convert.from.fp16.f32(i16)
declare i16 @llvm.convert.to.fp16.f32(float)

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }

!nvvm.annotations = !{!0}
!0 = !{ptr @_Z10scale_halfifPKtPt, !"kernel", i32 1}
