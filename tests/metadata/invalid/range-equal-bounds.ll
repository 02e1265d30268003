; expect: E0814 at i32 7, i32 7
; Equal bounds elsewhere than 0 or all ones.
%a = call i32 @f(), !range !0
!0 = !{i32 7, i32 7}
