; INVALID: a min flag with a negative value
!llvm.module.flags = !{!0}
!0 = !{i32 8, !"flag", i32 -1}
