define void @f() {
  ret void, !note !0
}
!0 = !{!"quote \22 and backslash \5C and \0A newline"}
