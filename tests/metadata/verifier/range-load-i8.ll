; A load that yields 0 or 1.
define i8 @get(ptr %p) {
entry:
  %v = load i8, ptr %p, align 1, !range !0
  ret i8 %v
}
!0 = !{i8 0, i8 2}
