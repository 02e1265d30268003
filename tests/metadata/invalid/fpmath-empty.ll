; expect: E0810 at !{}
; No accuracy.
%q = fdiv float %a, %b, !fpmath !0
!0 = !{}
