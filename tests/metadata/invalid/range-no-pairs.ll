; expect: E0810 at !{}
; No pairs at all.
%a = load i8, ptr %x, !range !0
!0 = !{}
