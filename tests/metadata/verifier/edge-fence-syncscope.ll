define void @f(ptr %p) {
  fence syncscope("singlethread") seq_cst
  %v = load atomic i32, ptr %p syncscope("singlethread") monotonic, align 4, !range !0
  ret void
}
!0 = !{i32 0, i32 5}
