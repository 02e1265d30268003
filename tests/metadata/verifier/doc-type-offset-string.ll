; documented: type metadata starts with an i64 offset
@vt = constant [1 x ptr] [ptr null], !type !0
!0 = !{!"zero", !"_ZTS1A"}
