; expect: E0812 at i64
; Bounds of i64 on an invoke returning i32.
%d = invoke i32 @bar() to label %cont unwind label %lpad, !range !0
!0 = !{i64 0, i64 2}
