; expect: E0812 at double
; An infinite accuracy.
%q = fdiv double %a, %b, !fpmath !0
!0 = !{double 0x7FF0000000000000}
