%struct.A = type { i32, [4 x i8], i64 }
define i64 @f(ptr %a) {
  %p = getelementptr inbounds %struct.A, ptr %a, i64 0, i32 2
  %v = load i64, ptr %p, align 8, !tbaa !10
  ret i64 %v
}
!1 = !{!"Simple C/C++ TBAA"}
!2 = !{!"omnipotent char", !1, i64 0}
!3 = !{!"int", !2, i64 0}
!4 = !{!"long", !2, i64 0}
!5 = !{!"A", !3, i64 0, !2, i64 4, !4, i64 8}
!10 = !{!5, !4, i64 8}
