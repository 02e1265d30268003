; expect: E0810 at !{!"int", !1}
; A scalar type node where an access tag belongs.
%v = load i32, ptr %p, !tbaa !0
!0 = !{!"int", !1}
!1 = !{!"root"}
