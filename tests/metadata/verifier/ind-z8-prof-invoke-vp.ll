; an indirect invoke with value profile data
declare i32 @pers(...)
define void @f(ptr %fp) personality ptr @pers {
  invoke void %fp()
          to label %ok unwind label %lp, !prof !0
ok:
  ret void
lp:
  %l = landingpad { ptr, i32 } cleanup
  ret void
}
!0 = !{!"VP", i32 0, i64 20, i64 111, i64 15, i64 222, i64 5}
