@sym = external global i8, !absolute_symbol !0
!0 = !{i32 0, i32 256}
