; expect: E0812 at i32
; The byte count is an i64.
%p = load ptr, ptr %q, !dereferenceable !0
!0 = !{i32 8}
