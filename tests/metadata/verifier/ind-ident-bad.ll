; INVALID: llvm.ident with two strings in a node
!llvm.ident = !{!0}
!0 = !{!"clang", !"19"}
