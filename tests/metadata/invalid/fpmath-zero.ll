; expect: E0813 at float 0.0
; Zero ULPs is not positive.
%q = fdiv float %a, %b, !fpmath !0
!0 = !{float 0.0}
