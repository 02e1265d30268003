declare i32 @get()
define i32 @f(ptr) {
  %2 = call i32 @get(), !range !0
  call i32 @get(), !range !0
  load i32, ptr %0, !range !0
  ret i32 %2
}
!0 = !{i32 0, i32 3}
