; INVALID: a DILocation without its required scope
define void @f() {
  ret void, !dbg !0
}
!0 = !DILocation(line: 1)
