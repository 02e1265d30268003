; heap profile on an allocation call
define ptr @f() {
  %p = call ptr @malloc(i64 10), !memprof !0, !callsite !5
  ret ptr %p
}
declare ptr @malloc(i64)
!0 = !{!1, !3}
!1 = !{!2, !"cold"}
!2 = !{i64 123, i64 456}
!3 = !{!4, !"notcold"}
!4 = !{i64 123, i64 789}
!5 = !{i64 123}
