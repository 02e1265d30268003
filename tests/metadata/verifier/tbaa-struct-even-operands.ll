define i32 @f(ptr %p) {
  %v = load i32, ptr %p, align 4, !tbaa !9
  ret i32 %v
}

!0 = !{!"Simple C/C++ TBAA"}
!1 = !{!"omnipotent char", !0, i64 0}
!2 = !{!"int", !1, i64 0}
!3 = !{!"short", !1, i64 0}
!4 = !{!"struct S", !2, i64 0, !3, i64 4, !2, i64 8}
!5 = !{!"struct T", !4, i64 0, !2, i64 12}
!9 = !{!8, !2, i64 0}
!8 = !{!"struct U", !2, i64 0, !2}
