declare i8 @g()
define i8 @f() {
  %r = call noundef i8 @g(), !range !0, !noundef !1
  ret i8 %r
}
!0 = !{i8 0, i8 2}
!1 = !{}
