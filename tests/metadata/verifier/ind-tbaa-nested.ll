; nested struct path: outer.inner.y
%struct.Inner = type { i32, i32 }
%struct.Outer = type { i64, %struct.Inner }
define void @f(ptr %o) {
  %y = getelementptr inbounds %struct.Outer, ptr %o, i64 0, i32 1, i32 1
  store i32 7, ptr %y, align 4, !tbaa !0
  ret void
}
!0 = !{!1, !4, i64 12}
!1 = !{!"Outer", !5, i64 0, !3, i64 8}
!3 = !{!"Inner", !4, i64 0, !4, i64 4}
!4 = !{!"int", !6, i64 0}
!5 = !{!"long long", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
