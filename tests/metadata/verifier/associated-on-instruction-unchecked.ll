define void @f() {
  ret void, !associated !0
}
!0 = !{i32 7}
