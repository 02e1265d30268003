!llvm.ident = !{!0, !1}
!0 = !{!"clang 19"}
!1 = !{!"rustc 1.80"}
