; llvm.experimental.noalias.scope.decl with a scope list
define void @f(ptr %a) {
  call void @llvm.experimental.noalias.scope.decl(metadata !0)
  store i8 0, ptr %a, !alias.scope !0
  ret void
}
declare void @llvm.experimental.noalias.scope.decl(metadata)
!0 = !{!1}
!1 = distinct !{!1, !2, !"s"}
!2 = distinct !{!2, !"d"}
