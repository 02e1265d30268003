@g = global i32 0 !type !0
!0 = !{i64 0, !"t"}
