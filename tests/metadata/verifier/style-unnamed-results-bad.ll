declare i32 @get()
define i32 @f(ptr) {
  load i32, ptr %0, !range !0
  ret i32 0
}
!0 = !{i32 3, i32 3}
