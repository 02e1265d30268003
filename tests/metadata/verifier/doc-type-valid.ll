@vt = constant [1 x ptr] [ptr null], !type !0, !type !1
!0 = !{i64 0, !"_ZTS1A"}
!1 = !{i64 0, !2}
!2 = distinct !{}
