; reads: an OpenCL-style kernel with kernel argument metadata and fpmath
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"
define protected amdgpu_kernel void @scale(ptr addrspace(1) nocapture noundef align 4 %out, float noundef %k) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
entry:
  %id = tail call i32 @llvm.amdgcn.workitem.id.x(), !range !8, !noundef !9
  %idx = zext nneg i32 %id to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %out, i64 %idx
  %v = load float, ptr addrspace(1) %p, align 4, !tbaa !10
  %d = fdiv float %v, %k, !fpmath !14
  store float %d, ptr addrspace(1) %p, align 4, !tbaa !10
  ret void
}
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1
attributes #0 = { mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,256" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
!opencl.ocl.version = !{!3}
!3 = !{i32 2, i32 0}
!4 = !{i32 1, i32 0}
!5 = !{!"none", !"none"}
!6 = !{!"float*", !"float"}
!7 = !{!"", !""}
!8 = !{i32 0, i32 1024}
!9 = !{}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{float 2.500000e+00}
