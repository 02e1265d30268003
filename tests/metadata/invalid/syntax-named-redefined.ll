; expect: E0803 at !llvm.ident
; The same name defined twice.
!0 = !{!"a"}
!llvm.ident = !{!0}
!llvm.ident = !{!0}
