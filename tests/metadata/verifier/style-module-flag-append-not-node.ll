!llvm.module.flags = !{!0}
!0 = !{i32 6, !"libs", !"m"}
