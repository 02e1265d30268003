; INVALID: a prof node that does not start with a string
define void @f(i1 %c) {
  br i1 %c, label %a, label %b, !prof !0
a:
  ret void
b:
  ret void
}
!0 = !{i32 1, i32 2}
