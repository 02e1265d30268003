; INVALID: a require flag whose value does not match
!llvm.module.flags = !{!0, !1}
!0 = !{i32 1, !"foo", i32 1}
!1 = !{i32 3, !"needs", !2}
!2 = !{!"foo", i32 2}
