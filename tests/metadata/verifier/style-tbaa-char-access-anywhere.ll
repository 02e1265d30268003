define i8 @f(ptr %a) {
  %v = load i8, ptr %a, !tbaa !10
  ret i8 %v
}
!1 = !{!"Simple C/C++ TBAA"}
!2 = !{!"omnipotent char", !1, i64 0}
!3 = !{!"int", !2, i64 0}
!5 = !{!"A", !3, i64 0, !3, i64 4}
!10 = !{!5, !2, i64 4}
