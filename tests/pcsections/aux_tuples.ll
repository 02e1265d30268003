; Several tuples of constants after one section name, of every size.
@x = global i64 0

define void @f(i64 %v) !pcsections !0 {
  store volatile i64 %v, ptr @x, !pcsections !1
  %w = load volatile i64, ptr @x, !pcsections !2
  store volatile i64 %w, ptr @x, !pcsections !0
  ret void
}

!0 = !{!"aux", !10, !11, !12}
!1 = !{!"aux", !12, !10}
!2 = !{!"aux!C", !10, !11, !12}
!10 = !{i32 1, i8 2}
!11 = !{i64 300, i16 5, i32 70000}
!12 = !{i8 9}
