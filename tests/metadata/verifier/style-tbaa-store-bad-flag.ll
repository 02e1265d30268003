define void @f(ptr %p) {
  store i64 0, ptr %p, align 8, !tbaa !3
  ret void
}
!1 = !{!"Simple C/C++ TBAA"}
!2 = !{!"long", !4, i64 0}
!3 = !{!2, !2, i64 0, i32 -1}
!4 = !{!"omnipotent char", !1, i64 0}
