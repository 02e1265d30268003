; INVALID: llvm.ident holding a number
!llvm.ident = !{!0}
!0 = !{i32 19}
