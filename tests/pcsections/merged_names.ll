; One section name with and without the C option, from several functions:
; one section, entries of every function in function order.
@x = global i16 0

define void @f() !pcsections !0 {
  store volatile i16 1, ptr @x, !pcsections !1
  ret void
}

define internal void @g() !pcsections !1 {
  store volatile i16 2, ptr @x, !pcsections !0
  ret void
}

define void @h() !pcsections !0 {
  call void @g()
  store volatile i16 3, ptr @x, !pcsections !1
  ret void
}

!0 = !{!"merged", !10}
!1 = !{!"merged!C", !10}
!10 = !{i16 1000, i64 1}
