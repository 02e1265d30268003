; an inline scope list of one scope
define void @f() {
  call void @llvm.experimental.noalias.scope.decl(metadata !{!1})
  ret void
}
declare void @llvm.experimental.noalias.scope.decl(metadata)
!1 = distinct !{!1, !2, !"a"}
!2 = distinct !{!2, !"d"}
