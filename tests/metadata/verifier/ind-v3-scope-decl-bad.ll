; INVALID: the noalias scope declaration names two scopes
define void @f() {
  call void @llvm.experimental.noalias.scope.decl(metadata !0)
  ret void
}
declare void @llvm.experimental.noalias.scope.decl(metadata)
!0 = !{!1, !3}
!1 = distinct !{!1, !2, !"a"}
!2 = distinct !{!2, !"d"}
!3 = distinct !{!3, !2, !"b"}
