; INVALID: a module flag with two operands
!llvm.module.flags = !{!0}
!0 = !{i32 1, !"x"}
