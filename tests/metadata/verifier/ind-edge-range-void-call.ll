; INVALID: range on a call returning void
declare void @g()
define void @f() {
  call void @g(), !range !0
  ret void
}
!0 = !{i32 0, i32 1}
