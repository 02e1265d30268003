; struct-path through three levels with an immutable tag
define i16 @f(ptr %p) {
  %v = load i16, ptr %p, !tbaa !0
  ret i16 %v
}
!0 = !{!1, !5, i64 10, i64 1}
!1 = !{!"A", !6, i64 0, !2, i64 8}
!2 = !{!"B", !5, i64 0, !5, i64 2}
!5 = !{!"short", !7, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"root"}
