; expect: E0813 at double 0x7FF0000000000000
; An infinite accuracy.
%q = fdiv double %a, %b, !fpmath !0
!0 = !{double 0x7FF0000000000000}
