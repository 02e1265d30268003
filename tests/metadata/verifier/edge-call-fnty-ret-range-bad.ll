declare i16 @v(i32, ...)
define i16 @f() {
  %r = call i16 (i32, ...) @v(i32 1, double 2.0), !range !0
  ret i16 %r
}
!0 = !{i32 0, i32 10}
