; reads: address spaces, atomics with syncscope and ordering, fences
target datalayout = "e-p:64:64-p3:32:32-p5:32:32"
@lds = internal addrspace(3) global [64 x i32] undef, align 4
define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %v = load atomic i32, ptr addrspace(3) @lds syncscope("workgroup") acquire, align 4, !tbaa !0
  store atomic i32 %v, ptr addrspace(1) %out syncscope("agent-one-as") release, align 4, !tbaa !0
  fence syncscope("workgroup") acq_rel
  %old = atomicrmw volatile fadd ptr addrspace(1) %out, float 1.0 syncscope("agent") monotonic, align 4, !amdgpu.no.fine.grained.memory !3
  %c = cmpxchg weak ptr addrspace(3) @lds, i32 0, i32 1 seq_cst seq_cst, align 4
  ret void
}
!0 = !{!1, !1, i64 0}
!1 = !{!"int", !2, i64 0}
!2 = !{!"root"}
!3 = !{}
