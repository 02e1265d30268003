declare i32 @g()
define i32 @f() {
  %r = call i32 @g() [ "deopt"(i32 1, i64 2) ], !range !0
  ret i32 %r
}
!0 = !{i32 0, i32 8}
