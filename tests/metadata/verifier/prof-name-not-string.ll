define void @f() {
  br label %n, !prof !0
n:
  ret void
}
!0 = !{i32 1, i32 2}
