; INVALID: llvm.commandline holding a number
!llvm.commandline = !{!0}
!0 = !{i32 1}
