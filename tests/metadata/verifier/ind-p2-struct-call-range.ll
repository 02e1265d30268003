; INVALID: range on a call returning a struct
declare { i32, i32 } @g()
define { i32, i32 } @f() {
  %r = call { i32, i32 } @g(), !range !0
  ret { i32, i32 } %r
}
!0 = !{i32 0, i32 4}
