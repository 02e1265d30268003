; reads: i128 bounds
define i128 @f(ptr %p) {
  %v = load i128, ptr %p, align 16, !range !0
  ret i128 %v
}
!0 = !{i128 0, i128 340282366920938463463374607431768211455}
