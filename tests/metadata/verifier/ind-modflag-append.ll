!llvm.module.flags = !{!0, !1}
!0 = !{i32 5, !"libs", !2}
!1 = !{i32 6, !"uniq", !2}
!2 = !{!"m", !"pthread"}
