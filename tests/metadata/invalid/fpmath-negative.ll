; expect: E0813 at float -1.0
; A negative accuracy.
%q = fdiv float %a, %b, !fpmath !0
!0 = !{float -1.0}
