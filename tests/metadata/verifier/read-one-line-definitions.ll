; reads: several entities on one line
define i32 @f(ptr %p) { %v = load i32, ptr %p, !range !0  ret i32 %v }
!0 = !{i32 0, i32 2} !1 = !{!0}
!n = !{!1}
