; A division that may be off by 2.5 ULPs; a double division with an
; accuracy of 1.5 ULPs (the accuracy is a float, whatever the operation's
; type), written as the bits of a double.
%q = fdiv float %a, %b, !fpmath !0
%r = fdiv double %c, %d, !fpmath !1

!0 = !{ float 2.5 }
!1 = !{ float 0x3FF8000000000000 }
