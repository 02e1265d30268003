@g = global i32 0, align 4, !type !0, !type !1, !absolute_symbol !2, !associated !3
@h = global i8 1
!0 = !{i64 0, !"A"}
!1 = !{i64 4, !"B"}
!2 = !{i64 0, i64 -1}
!3 = !{ptr @h}
