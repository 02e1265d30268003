declare i32 @g(i32)
define i32 @f(i32 %x) {
  %r = musttail call i32 @g(i32 %x), !range !0
  ret i32 %r
}
!0 = !{i32 0, i32 10}
