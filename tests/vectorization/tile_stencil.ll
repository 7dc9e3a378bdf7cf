; A 5-point Jacobi update through a 16x16 shared tile (HeCBench jacobi's
; shape): the update and the squared change only for interior points, where
; the stencil reads the tile at x + 1 and x + 2. After GVN the x loop's
; increment is a phi of two `x + 1`s (one from the conditional block's
; index), which hides the trip count from the vectorizer;
; openhip-induction-increments restores the single increment and the update
; runs 8 wide (scalar without the pass).
; Source (tests/vectorization/tile_stencil.cu), IR from the command in
; README.md (with -D__shared__=__attribute__((shared))).
; RUN: opt -load-pass-plugin=%plugin -mtriple=x86_64-pc-linux-gnu -mcpu=x86-64-v3 \
; RUN:   -passes='openhip-lower<table-id=tile_stencil>,default<O3>' -S %s | FileCheck %s
; CHECK-LABEL: define internal void @__openhip_block.tile_stencil(
; CHECK: fmul contract <8 x float> {{.*}}, <float 2.500000e-01,
; ModuleID = 'tile_stencil.cu'
source_filename = "tile_stencil.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }

$_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv = comdat any

$_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv = comdat any

$_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv = comdat any

$_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_yEv = comdat any

$_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_yEv = comdat any

$_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_yEv = comdat any

@_ZZ12tile_stencilE4tile = internal addrspace(3) global [18 x [18 x float]] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @tile_stencil(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  store ptr %0, ptr %4, align 8, !tbaa !6
  store ptr %1, ptr %5, align 8, !tbaa !6
  store ptr %2, ptr %6, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #5
  %12 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #6
  %13 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #6
  %14 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #6
  %15 = mul i32 %13, %14
  %16 = add i32 %12, %15
  store i32 %16, ptr %7, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #5
  %17 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_yEv() #6
  %18 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_yEv() #6
  %19 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_yEv() #6
  %20 = mul i32 %18, %19
  %21 = add i32 %17, %20
  store i32 %21, ptr %8, align 4, !tbaa !10
  %22 = load ptr, ptr %5, align 8, !tbaa !6
  %23 = load i32, ptr %8, align 4, !tbaa !10
  %24 = mul nsw i32 %23, 2048
  %25 = load i32, ptr %7, align 4, !tbaa !10
  %26 = add nsw i32 %24, %25
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr %22, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !12
  %30 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_yEv() #6
  %31 = add i32 %30, 1
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tile_stencilE4tile to ptr), i64 0, i64 %32
  %34 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #6
  %35 = add i32 %34, 1
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds [18 x float], ptr %33, i64 0, i64 %36
  store float %29, ptr %37, align 4, !tbaa !12
  %38 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #6
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %40, label %58

40:                                               ; preds = %3
  %41 = load i32, ptr %7, align 4, !tbaa !10
  %42 = icmp sge i32 %41, 1
  br i1 %42, label %43, label %58

43:                                               ; preds = %40
  %44 = load ptr, ptr %5, align 8, !tbaa !6
  %45 = load i32, ptr %8, align 4, !tbaa !10
  %46 = mul nsw i32 %45, 2048
  %47 = load i32, ptr %7, align 4, !tbaa !10
  %48 = sub nsw i32 %47, 1
  %49 = add nsw i32 %46, %48
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr %44, i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !12
  %53 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_yEv() #6
  %54 = add i32 %53, 1
  %55 = zext i32 %54 to i64
  %56 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tile_stencilE4tile to ptr), i64 0, i64 %55
  %57 = getelementptr inbounds [18 x float], ptr %56, i64 0, i64 0
  store float %52, ptr %57, align 4, !tbaa !12
  br label %58

58:                                               ; preds = %43, %40, %3
  %59 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #6
  %60 = icmp eq i32 %59, 15
  br i1 %60, label %61, label %79

61:                                               ; preds = %58
  %62 = load i32, ptr %7, align 4, !tbaa !10
  %63 = icmp sle i32 %62, 2046
  br i1 %63, label %64, label %79

64:                                               ; preds = %61
  %65 = load ptr, ptr %5, align 8, !tbaa !6
  %66 = load i32, ptr %8, align 4, !tbaa !10
  %67 = mul nsw i32 %66, 2048
  %68 = load i32, ptr %7, align 4, !tbaa !10
  %69 = add nsw i32 %68, 1
  %70 = add nsw i32 %67, %69
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds float, ptr %65, i64 %71
  %73 = load float, ptr %72, align 4, !tbaa !12
  %74 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_yEv() #6
  %75 = add i32 %74, 1
  %76 = zext i32 %75 to i64
  %77 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tile_stencilE4tile to ptr), i64 0, i64 %76
  %78 = getelementptr inbounds [18 x float], ptr %77, i64 0, i64 17
  store float %73, ptr %78, align 4, !tbaa !12
  br label %79

79:                                               ; preds = %64, %61, %58
  %80 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_yEv() #6
  %81 = icmp eq i32 %80, 0
  br i1 %81, label %82, label %99

82:                                               ; preds = %79
  %83 = load i32, ptr %8, align 4, !tbaa !10
  %84 = icmp sge i32 %83, 1
  br i1 %84, label %85, label %99

85:                                               ; preds = %82
  %86 = load ptr, ptr %5, align 8, !tbaa !6
  %87 = load i32, ptr %8, align 4, !tbaa !10
  %88 = sub nsw i32 %87, 1
  %89 = mul nsw i32 %88, 2048
  %90 = load i32, ptr %7, align 4, !tbaa !10
  %91 = add nsw i32 %89, %90
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds float, ptr %86, i64 %92
  %94 = load float, ptr %93, align 4, !tbaa !12
  %95 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #6
  %96 = add i32 %95, 1
  %97 = zext i32 %96 to i64
  %98 = getelementptr inbounds [18 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12tile_stencilE4tile to ptr), i64 0, i64 %97
  store float %94, ptr %98, align 4, !tbaa !12
  br label %99

99:                                               ; preds = %85, %82, %79
  %100 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_yEv() #6
  %101 = icmp eq i32 %100, 15
  br i1 %101, label %102, label %119

102:                                              ; preds = %99
  %103 = load i32, ptr %8, align 4, !tbaa !10
  %104 = icmp sle i32 %103, 2046
  br i1 %104, label %105, label %119

105:                                              ; preds = %102
  %106 = load ptr, ptr %5, align 8, !tbaa !6
  %107 = load i32, ptr %8, align 4, !tbaa !10
  %108 = add nsw i32 %107, 1
  %109 = mul nsw i32 %108, 2048
  %110 = load i32, ptr %7, align 4, !tbaa !10
  %111 = add nsw i32 %109, %110
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds float, ptr %106, i64 %112
  %114 = load float, ptr %113, align 4, !tbaa !12
  %115 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #6
  %116 = add i32 %115, 1
  %117 = zext i32 %116 to i64
  %118 = getelementptr inbounds [18 x float], ptr getelementptr inbounds ([18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tile_stencilE4tile to ptr), i64 0, i64 17), i64 0, i64 %117
  store float %114, ptr %118, align 4, !tbaa !12
  br label %119

119:                                              ; preds = %105, %102, %99
  call void @llvm.nvvm.barrier0()
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #5
  store float 0.000000e+00, ptr %9, align 4, !tbaa !12
  %120 = load i32, ptr %8, align 4, !tbaa !10
  %121 = icmp sge i32 %120, 1
  br i1 %121, label %122, label %192

122:                                              ; preds = %119
  %123 = load i32, ptr %8, align 4, !tbaa !10
  %124 = icmp sle i32 %123, 2046
  br i1 %124, label %125, label %192

125:                                              ; preds = %122
  %126 = load i32, ptr %7, align 4, !tbaa !10
  %127 = icmp sge i32 %126, 1
  br i1 %127, label %128, label %192

128:                                              ; preds = %125
  %129 = load i32, ptr %7, align 4, !tbaa !10
  %130 = icmp sle i32 %129, 2046
  br i1 %130, label %131, label %192

131:                                              ; preds = %128
  call void @llvm.lifetime.start.p0(i64 4, ptr %10) #5
  %132 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_yEv() #6
  %133 = add i32 %132, 1
  %134 = zext i32 %133 to i64
  %135 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tile_stencilE4tile to ptr), i64 0, i64 %134
  %136 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #6
  %137 = add i32 %136, 2
  %138 = zext i32 %137 to i64
  %139 = getelementptr inbounds [18 x float], ptr %135, i64 0, i64 %138
  %140 = load float, ptr %139, align 4, !tbaa !12
  %141 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_yEv() #6
  %142 = add i32 %141, 1
  %143 = zext i32 %142 to i64
  %144 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tile_stencilE4tile to ptr), i64 0, i64 %143
  %145 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #6
  %146 = zext i32 %145 to i64
  %147 = getelementptr inbounds [18 x float], ptr %144, i64 0, i64 %146
  %148 = load float, ptr %147, align 4, !tbaa !12
  %149 = fadd contract float %140, %148
  %150 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_yEv() #6
  %151 = add i32 %150, 2
  %152 = zext i32 %151 to i64
  %153 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tile_stencilE4tile to ptr), i64 0, i64 %152
  %154 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #6
  %155 = add i32 %154, 1
  %156 = zext i32 %155 to i64
  %157 = getelementptr inbounds [18 x float], ptr %153, i64 0, i64 %156
  %158 = load float, ptr %157, align 4, !tbaa !12
  %159 = fadd contract float %149, %158
  %160 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_yEv() #6
  %161 = zext i32 %160 to i64
  %162 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tile_stencilE4tile to ptr), i64 0, i64 %161
  %163 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #6
  %164 = add i32 %163, 1
  %165 = zext i32 %164 to i64
  %166 = getelementptr inbounds [18 x float], ptr %162, i64 0, i64 %165
  %167 = load float, ptr %166, align 4, !tbaa !12
  %168 = fadd contract float %159, %167
  %169 = fmul contract float 2.500000e-01, %168
  store float %169, ptr %10, align 4, !tbaa !12
  %170 = load float, ptr %10, align 4, !tbaa !12
  %171 = load ptr, ptr %4, align 8, !tbaa !6
  %172 = load i32, ptr %8, align 4, !tbaa !10
  %173 = mul nsw i32 %172, 2048
  %174 = load i32, ptr %7, align 4, !tbaa !10
  %175 = add nsw i32 %173, %174
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds float, ptr %171, i64 %176
  store float %170, ptr %177, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %11) #5
  %178 = load float, ptr %10, align 4, !tbaa !12
  %179 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_yEv() #6
  %180 = add i32 %179, 1
  %181 = zext i32 %180 to i64
  %182 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12tile_stencilE4tile to ptr), i64 0, i64 %181
  %183 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #6
  %184 = add i32 %183, 1
  %185 = zext i32 %184 to i64
  %186 = getelementptr inbounds [18 x float], ptr %182, i64 0, i64 %185
  %187 = load float, ptr %186, align 4, !tbaa !12
  %188 = fsub contract float %178, %187
  store float %188, ptr %11, align 4, !tbaa !12
  %189 = load float, ptr %11, align 4, !tbaa !12
  %190 = load float, ptr %11, align 4, !tbaa !12
  %191 = fmul contract float %189, %190
  store float %191, ptr %9, align 4, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 4, ptr %11) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %10) #5
  br label %192

192:                                              ; preds = %131, %128, %125, %122, %119
  %193 = load float, ptr %9, align 4, !tbaa !12
  %194 = load ptr, ptr %6, align 8, !tbaa !6
  %195 = load i32, ptr %8, align 4, !tbaa !10
  %196 = mul nsw i32 %195, 2048
  %197 = load i32, ptr %7, align 4, !tbaa !10
  %198 = add nsw i32 %196, %197
  %199 = sext i32 %198 to i64
  %200 = getelementptr inbounds float, ptr %194, i64 %199
  store float %193, ptr %200, align 4, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #5
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #2 comdat align 2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  ret i32 %1
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #2 comdat align 2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  ret i32 %1
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #2 comdat align 2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  ret i32 %1
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_yEv() #2 comdat align 2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  ret i32 %1
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_yEv() #2 comdat align 2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  ret i32 %1
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_yEv() #2 comdat align 2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  ret i32 %1
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { alwaysinline convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }
attributes #6 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4}
!llvm.ident = !{!5}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @tile_stencil, !"kernel", i32 1}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !8, i64 0}
