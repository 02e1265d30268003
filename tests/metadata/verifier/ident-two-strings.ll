!llvm.ident = !{!0}
!0 = !{!"a", !"b"}
