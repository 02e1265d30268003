; expect: E0810 at !{}
; An empty profile node.
br i1 %c, label %a, label %b, !prof !0
!0 = !{}
