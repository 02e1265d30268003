; INVALID: flag ID not a string
!llvm.module.flags = !{!0}
!0 = !{i32 1, i32 2, i32 1}
