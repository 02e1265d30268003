; memory model relaxation annotations
define void @f(ptr %p) {
  fence syncscope("agent") release, !mmra !0
  store atomic i32 1, ptr %p release, align 4, !mmra !1
  ret void
}
!0 = !{!"amdgpu-as", !"local"}
!1 = !{!0, !2}
!2 = !{!"amdgpu-as", !"global"}
