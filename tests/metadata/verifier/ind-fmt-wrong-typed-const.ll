; an i8 constant written too wide: llvm-as truncates it (300 is 44)
define i8 @f(ptr %p) {
  %v = load i8, ptr %p, !range !0
  ret i8 %v
}
!0 = !{i8 0, i8 300}
