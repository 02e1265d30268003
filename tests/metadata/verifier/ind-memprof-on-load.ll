; INVALID: memprof on a load
define i32 @f(ptr %p) {
  %v = load i32, ptr %p, !memprof !0
  ret i32 %v
}
!0 = !{!1}
!1 = !{!2, !"cold"}
!2 = !{i64 1, i64 2}
