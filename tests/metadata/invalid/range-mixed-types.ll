; expect: E0812 at i64
; One bound of another type than the call returns.
%a = call i32 @f(), !range !0
!0 = !{i32 0, i64 2}
