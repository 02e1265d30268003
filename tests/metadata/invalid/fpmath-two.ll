; expect: E0810 at float 1.0
; Two accuracies.
%q = fdiv float %a, %b, !fpmath !0
!0 = !{float 2.5, float 1.0}
