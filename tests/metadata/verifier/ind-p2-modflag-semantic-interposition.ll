; INVALID: SemanticInterposition with a string
!llvm.module.flags = !{!0}
!0 = !{i32 1, !"SemanticInterposition", !"yes"}
