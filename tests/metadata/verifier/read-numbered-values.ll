; reads: numbered values
define i32 @0(ptr %0) {
  %2 = load i32, ptr %0, !range !0
  %3 = add i32 %2, 1
  ret i32 %3
}
!0 = !{i32 0, i32 10}
