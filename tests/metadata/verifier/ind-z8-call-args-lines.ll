; reads: call arguments over lines, the attachment after a line break and a leading comma
define i32 @f(i32 %a) {
  %r = call i32 @g(i32 1,
                   i32 %a)
      , !range !0
  ret i32 %r
}
declare i32 @g(i32, i32)
!0 = !{i32 0, i32 5}
