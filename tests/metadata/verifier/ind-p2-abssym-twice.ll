; two absolute_symbol attachments on a global: the verifier reads the first only
@sym = external global i8, !absolute_symbol !0, !absolute_symbol !1
!0 = !{i64 0, i64 16}
!1 = !{i64 5, i64 5}
