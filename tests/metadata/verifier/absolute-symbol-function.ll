declare void @abs_fn() !absolute_symbol !0
!0 = !{i64 4096, i64 8192}
