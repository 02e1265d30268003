define void @f() {
  ret void, !foo !0
}
!0 = !DIWhatever(line: 1)
