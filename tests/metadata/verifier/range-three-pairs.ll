define i32 @three(ptr %p) {
  %x = load i32, ptr %p, !range !0
  ret i32 %x
}
!0 = !{i32 -10, i32 -5, i32 0, i32 4, i32 10, i32 20}
