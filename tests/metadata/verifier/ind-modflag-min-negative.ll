; INVALID: Min behavior with a non-integer
!llvm.module.flags = !{!0}
!0 = !{i32 8, !"foo", !"x"}
