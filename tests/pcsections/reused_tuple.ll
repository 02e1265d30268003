; One tuple reused across sections, with and without the C option.
@x = global i32 0

define void @f() !pcsections !0 {
  store volatile i32 7, ptr @x, !pcsections !0
  store volatile i32 8, ptr @x, !pcsections !1
  ret void
}

!0 = !{!"first", !10, !"second", !10, !"third!C", !10}
!1 = !{!"second", !10, !11, !"first", !11, !10}
!10 = !{i64 1000, i32 3, i8 4}
!11 = !{i16 513}
