; reads: hex integer literals
define i16 @f(ptr %p) {
  %v = load i16, ptr %p, !range !0
  ret i16 %v
}
!0 = !{i16 u0x10, i16 s0x7F}
