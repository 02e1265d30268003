define i32 @f(ptr %p) {
  %old = atomicrmw add ptr %p, i32 1 seq_cst, align 4, !tbaa !0
  %pair = cmpxchg ptr %p, i32 %old, i32 0 acq_rel monotonic, align 4, !tbaa !0
  %v = extractvalue { i32, i1 } %pair, 0
  ret i32 %v
}
!0 = !{!1, !1, i64 0}
!1 = !{!"int", !2, i64 0}
!2 = !{!"root"}
