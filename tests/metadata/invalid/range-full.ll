; expect: E0814 at i8 255, i8 255
; Equal bounds at all ones: the full set, which range metadata may not describe.
%a = load i8, ptr %x, !range !0
!0 = !{i8 255, i8 255}
