define i32 @f(ptr %pp) {
  %v = load i32, ptr %pp, !align !0
  ret i32 %v
}
!0 = !{i64 4}
