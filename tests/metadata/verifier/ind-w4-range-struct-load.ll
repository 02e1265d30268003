; INVALID: range on a struct load
define { i8, i8 } @f(ptr %p) {
  %v = load { i8, i8 }, ptr %p, !range !0
  ret { i8, i8 } %v
}
!0 = !{i8 0, i8 2}
