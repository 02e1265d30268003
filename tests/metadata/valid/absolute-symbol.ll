; Absolute symbols (64-bit pointers): one in [0, 256), one anywhere (the
; all-ones pair is the full set).
@a = external global i8, !absolute_symbol !0
@b = external global i8, !absolute_symbol !1

!0 = !{ i64 0, i64 256 }
!1 = !{ i64 -1, i64 -1 }
