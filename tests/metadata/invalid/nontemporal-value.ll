; expect: E0851 at i32 2
; !nontemporal holds i32 1.
store i32 1, ptr %s, !nontemporal !0
!0 = !{i32 2}
