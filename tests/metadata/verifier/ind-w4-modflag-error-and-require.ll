; an error flag and a require flag on it
!llvm.module.flags = !{!0, !1, !2}
!0 = !{i32 1, !"ABI", !"lp64"}
!1 = !{i32 3, !"ABI", !3}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"ABI", !"lp64"}
