; reads: constant expressions in globals, instructions and metadata
%struct.T = type { i32, [4 x i8], ptr }
@t = global %struct.T { i32 1, [4 x i8] c"abc\00", ptr null }, align 8
@p = global ptr getelementptr inbounds (%struct.T, ptr @t, i64 0, i32 1, i64 2)
@n = global i64 ptrtoint (ptr @t to i64)
@d = global i64 sub (i64 ptrtoint (ptr @p to i64), i64 ptrtoint (ptr @t to i64))
define i32 @f() {
  %v = load i32, ptr getelementptr (i8, ptr @t, i64 0), align 4, !range !0
  ret i32 %v
}
!0 = !{i32 0, i32 100}
!1 = !{ptr getelementptr (i8, ptr @t, i64 16)}
!named = !{!1}
