; INVALID: Append behavior with a scalar value
!llvm.module.flags = !{!0}
!0 = !{i32 5, !"libs", i32 1}
