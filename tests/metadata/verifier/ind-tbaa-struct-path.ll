; clang -O2 style struct-path TBAA for s->b
%struct.S = type { i32, float, i64 }
define float @f(ptr %s) {
entry:
  %b = getelementptr inbounds %struct.S, ptr %s, i64 0, i32 1
  %0 = load float, ptr %b, align 4, !tbaa !0
  %c = getelementptr inbounds i8, ptr %s, i64 8
  store i64 0, ptr %c, align 8, !tbaa !8
  ret float %0
}
!0 = !{!1, !6, i64 4}
!1 = !{!"S", !2, i64 0, !6, i64 4, !7, i64 8}
!2 = !{!"int", !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!6 = !{!"float", !3, i64 0}
!7 = !{!"long", !3, i64 0}
!8 = !{!1, !7, i64 8}
