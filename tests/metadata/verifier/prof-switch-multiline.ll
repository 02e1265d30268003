; reads: switch table over several lines
define i32 @sw(i32 %x) {
entry:
  switch i32 %x, label %default [
    i32 0, label %zero
    i32 1, label %one
    i32 2, label %two
  ], !prof !0
zero:
  ret i32 10
one:
  ret i32 11
two:
  ret i32 12
default:
  ret i32 -1
}
!0 = !{!"branch_weights", i32 5, i32 10, i32 20, i32 30}
