; associated with a constant expression over another global
@arr = global [4 x i32] zeroinitializer
@meta = global i32 0, !associated !0
!0 = !{ptr getelementptr (i8, ptr @arr, i64 4)}
