; reads: every kind of node operand
@g = global i32 0
!named = !{!0}
!0 = !{i1 true, i8 -1, half 0xH3C00, float 1.0, double 0x7FF0000000000000, ptr @g, ptr null, !"s", !{}, null, <2 x i32> <i32 1, i32 2>, [2 x i8] c"ab", { i32, ptr } { i32 1, ptr @g }, i32 undef, i64 zeroinitializer}
