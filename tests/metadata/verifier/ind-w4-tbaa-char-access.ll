; clang style: a char member of a struct
define i8 @f(ptr %p) {
  %c = getelementptr inbounds i8, ptr %p, i64 4
  %v = load i8, ptr %c, align 4, !tbaa !0
  ret i8 %v
}
!0 = !{!1, !3, i64 4}
!1 = !{!"T", !2, i64 0, !3, i64 4}
!2 = !{!"int", !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
