; expect: E0814 at i64 0, i64 0
; Only all ones, all ones stands for the full set.
@a = external global i8, !absolute_symbol !0
!0 = !{i64 0, i64 0}
