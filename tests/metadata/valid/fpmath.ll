; A division that may be off by 2.5 ULPs.
%q = fdiv float %a, %b, !fpmath !0
%r = fdiv double %c, %d, !fpmath !1

!0 = !{ float 2.5 }
!1 = !{ double 0x3FF8000000000000 }
