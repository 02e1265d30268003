declare void @log(i32, ...)
define void @f() {
  call void (i32, ...) @log(i32 1, i32 2), !prof !0
  ret void
}
!0 = !{!"branch_weights", i32 3}
