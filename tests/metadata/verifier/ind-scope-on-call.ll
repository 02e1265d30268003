; scopes on a call and a memcpy intrinsic
declare void @g(ptr)
define void @f(ptr %a, ptr %b) {
  call void @g(ptr %a), !noalias !0
  call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr %b, i64 16, i1 false), !alias.scope !0
  ret void
}
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
!0 = !{!1}
!1 = distinct !{!1, !2, !"s"}
!2 = distinct !{!2, !"d"}
