define void @f() {
  ret void, !dbg !0
}
!0 = !{}
