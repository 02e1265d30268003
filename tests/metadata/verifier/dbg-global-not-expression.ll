@g = global i32 0, !dbg !0
!0 = !{i32 1}
