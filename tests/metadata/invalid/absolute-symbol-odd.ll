; expect: E0810 at i64 -1
; One all-ones bound is not the full-set pair.
@a = external global i8, !absolute_symbol !0
!0 = !{i64 -1}
