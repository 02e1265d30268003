define i32 @f(ptr %p) {
  %v = load atomic volatile i32, ptr %p seq_cst, align 4, !range !0
  ret i32 %v
}
!0 = !{i32 0, i32 2}
