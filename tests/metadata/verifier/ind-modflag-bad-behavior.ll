; INVALID: module flag behavior out of range
!llvm.module.flags = !{!0}
!0 = !{i32 9, !"foo", i32 1}
