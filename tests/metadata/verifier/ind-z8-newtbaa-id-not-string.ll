; a new-format type whose identifier is a number: LLVM 19 does not look
define i32 @f(ptr %p) {
  %v = load i32, ptr %p, !tbaa !0
  ret i32 %v
}
!0 = !{!2, !2, i64 0, i64 4}
!2 = !{!3, i64 4, i32 7}
!3 = !{!"root"}
