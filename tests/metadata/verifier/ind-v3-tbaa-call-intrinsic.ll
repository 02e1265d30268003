declare float @llvm.sqrt.f32(float)
define float @f(float %x) {
  %r = call float @llvm.sqrt.f32(float %x), !tbaa !0
  ret float %r
}
!0 = !{!1, !1, i64 0}
!1 = !{!"float", !2, i64 0}
!2 = !{!"root"}
