; expect: E0816 at i64 100, i64 300
; Overlapping address ranges.
@a = external global i8, !absolute_symbol !0
!0 = !{i64 0, i64 256, i64 100, i64 300}
