; INVALID: a string, not a node, for the declaration
define void @f() {
  call void @llvm.experimental.noalias.scope.decl(metadata !"s")
  ret void
}
declare void @llvm.experimental.noalias.scope.decl(metadata)
!1 = distinct !{!1, !2, !"a"}
!2 = distinct !{!2, !"d"}
