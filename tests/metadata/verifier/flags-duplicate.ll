!llvm.module.flags = !{!0, !1}
!0 = !{i32 1, !"x", i32 1}
!1 = !{i32 2, !"x", i32 1}
