!llvm.module.flags = !{!0}
!0 = !{i32 7, !"x", !"big"}
