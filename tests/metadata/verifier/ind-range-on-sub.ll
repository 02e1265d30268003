; INVALID: range on an arithmetic instruction
define i32 @f(i32 %a, i32 %b) {
  %d = sub nsw i32 %a, %b, !range !0
  ret i32 %d
}
!0 = !{i32 0, i32 4}
