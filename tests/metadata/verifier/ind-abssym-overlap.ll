; INVALID: absolute_symbol intervals overlap
@sym = external global i8, !absolute_symbol !0
!0 = !{i64 0, i64 100, i64 50, i64 200}
