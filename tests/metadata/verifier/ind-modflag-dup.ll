; INVALID: a module flag ID repeated
!llvm.module.flags = !{!0, !1}
!0 = !{i32 1, !"foo", i32 1}
!1 = !{i32 1, !"foo", i32 2}
