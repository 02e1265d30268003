; INVALID: the first of two absolute_symbol attachments is broken
@sym = external global i8, !absolute_symbol !1, !absolute_symbol !0
!0 = !{i64 0, i64 16}
!1 = !{i64 5, i64 5}
