; expect: E0813 at i64 12
; Alignments are powers of two.
%p = load ptr, ptr %q, !align !0
!0 = !{i64 12}
