define void @f(ptr %p) {
  %old = atomicrmw add ptr %p, i32 1 seq_cst, !tbaa !9
  %pair = cmpxchg ptr %p, i32 0, i32 1 acq_rel monotonic, !tbaa !9
  ret void
}

!0 = !{!"Simple C/C++ TBAA"}
!1 = !{!"omnipotent char", !0, i64 0}
!2 = !{!"int", !1, i64 0}
!3 = !{!"short", !1, i64 0}
!4 = !{!"struct S", !2, i64 0, !3, i64 4, !2, i64 8}
!5 = !{!"struct T", !4, i64 0, !2, i64 12}
!9 = !{!2, !2, i64 0}
