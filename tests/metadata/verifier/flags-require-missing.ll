!llvm.module.flags = !{!0}
!0 = !{i32 3, !"req", !{!"absent", i32 1}}
