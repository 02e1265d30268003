; INVALID: i32 bounds on an i64 load
define i64 @f(ptr %p) {
  %v = load i64, ptr %p, align 8, !range !0
  ret i64 %v
}
!0 = !{i32 0, i32 4}
