; reads: constant expression as an operand
@arr = global [4 x i32] zeroinitializer
@x = global i32 0, !associated !0
!0 = !{ptr getelementptr ([4 x i32], ptr @arr, i64 0, i64 0)}
