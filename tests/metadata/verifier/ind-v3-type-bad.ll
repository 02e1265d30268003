; documented: type metadata is an offset and a type identifier
@vt = constant [1 x ptr] [ptr null], !type !0
!0 = !{!"_ZTS1A", i64 16}
