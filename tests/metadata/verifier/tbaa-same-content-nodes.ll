define i32 @f(ptr %p) {
  %v = load i32, ptr %p, align 4, !tbaa !9
  ret i32 %v
}

!0 = !{!"root"}
!1 = !{!"int", !0, i64 0}
!2 = !{!"int", !0, i64 0}
!9 = !{!1, !2, i64 0}
