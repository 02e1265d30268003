define i32 @f(ptr %p) {
  %v = load i32, ptr %p, !range !0, !note !1
  ret i32 %v
}
!0 = !{i32 0, i32 1}
!1 = !{!"a ; not a comment, !range !2"}
