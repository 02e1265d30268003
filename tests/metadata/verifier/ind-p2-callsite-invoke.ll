declare ptr @alloc()
declare i32 @pers(...)
define ptr @f() personality ptr @pers {
entry:
  %p = invoke ptr @alloc()
          to label %ok unwind label %lp, !callsite !0
ok:
  ret ptr %p
lp:
  %l = landingpad { ptr, i32 }
          catch ptr null
  ret ptr null
}
!0 = !{i64 1, i64 2}
