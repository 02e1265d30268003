; memprof on an invoke
declare ptr @alloc()
declare i32 @pers(...)
define ptr @f() personality ptr @pers {
  %p = invoke ptr @alloc() to label %ok unwind label %lp, !memprof !0, !callsite !3
ok:
  ret ptr %p
lp:
  %l = landingpad { ptr, i32 } cleanup
  ret ptr null
}
!0 = !{!1}
!1 = !{!2, !"notcold"}
!2 = !{i64 5, i64 6}
!3 = !{i64 5}
