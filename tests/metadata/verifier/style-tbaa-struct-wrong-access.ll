define i64 @f(ptr %a) {
  %v = load i64, ptr %a, align 8, !tbaa !10
  ret i64 %v
}
!1 = !{!"Simple C/C++ TBAA"}
!2 = !{!"omnipotent char", !1, i64 0}
!3 = !{!"int", !2, i64 0}
!4 = !{!"long", !2, i64 0}
!5 = !{!"A", !3, i64 0, !2, i64 4, !4, i64 8}
!10 = !{!5, !3, i64 8}
