; INVALID: a bound that is not an integer constant
@g = global i32 0
define i64 @f(ptr %p) {
  %v = load i64, ptr %p, !range !0
  ret i64 %v
}
!0 = !{i64 0, i64 ptrtoint (ptr @g to i64)}
