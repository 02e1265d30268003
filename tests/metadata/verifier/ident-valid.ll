!llvm.ident = !{!0, !1}
!0 = !{!"clang"}
!1 = !{!"tdc"}
