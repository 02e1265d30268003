; INVALID: a call graph profile edge with a string count
declare void @a()
declare void @b()
!llvm.module.flags = !{!0}
!0 = !{i32 5, !"CG Profile", !1}
!1 = !{!2}
!2 = !{ptr @a, ptr @b, !"ten"}
