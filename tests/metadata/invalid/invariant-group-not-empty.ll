; expect: E0850 at i32 1
; !invariant.group is an empty node.
store i8 42, ptr %ptr, !invariant.group !0
!0 = !{i32 1}
