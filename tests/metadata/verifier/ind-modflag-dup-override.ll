; INVALID: a repeated flag ID even with the override behavior
!llvm.module.flags = !{!0, !1}
!0 = !{i32 1, !"foo", i32 1}
!1 = !{i32 4, !"foo", i32 2}
