; reads: constant expressions as operands
@g = global [2 x i32] zeroinitializer
@h = global i32 0, !associated !0
declare void @use(ptr)
define void @f() {
  call void @use(ptr getelementptr inbounds ([2 x i32], ptr @g, i64 0, i64 1)), !prof !1
  ret void
}
!0 = !{ptr getelementptr inbounds ([2 x i32], ptr @g, i64 0, i64 1)}
!1 = !{!"branch_weights", i32 7}
!2 = !{i64 ptrtoint (ptr @g to i64), ptr bitcast (ptr @h to ptr)}
!named = !{!2}
