; a module flag behavior written as i64
!llvm.module.flags = !{!0}
!0 = !{i64 1, !"foo", i32 1}
