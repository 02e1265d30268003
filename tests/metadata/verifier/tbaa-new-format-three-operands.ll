define i32 @f(ptr %p) {
  %v = load i32, ptr %p, align 4, !tbaa !9
  ret i32 %v
}

!20 = !{!"root"}
!21 = !{!20, i64 1, !"char"}
!22 = !{!21, i64 4, !"int"}
!23 = !{!21, i64 8, !"struct P", !22, i64 0, i64 4, !22, i64 4, i64 4}
!9 = !{!22, !22, i64 0}
