; a switch table spread over lines with a weight per successor
define i32 @f(i32 %x) {
entry:
  switch i32 %x, label %default [
    i32 0, label %a
    i32 1, label %b
    i32 2, label %c
    i32 u0x10, label %c
  ], !prof !0

default:
  ret i32 -1
a:
  ret i32 10
b:
  ret i32 20
c:
  %p = phi i32 [ 30, %entry ], [ 30, %entry ]
  ret i32 %p
}
!0 = !{!"branch_weights", i32 5, i32 1, i32 1, i32 1, i32 1}
