!llvm.module.flags = !{!0}
!0 = !{i32 9, !"x", i32 1}
