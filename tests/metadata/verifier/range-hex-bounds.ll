; reads: hex integers
define i8 @hex(ptr %p) {
  %v = load i8, ptr %p, !range !0
  ret i8 %v
}
!0 = !{i8 u0x2, i8 s0x7F}
