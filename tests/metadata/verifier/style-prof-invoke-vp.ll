declare void @g()
declare i32 @pers(...)
define void @f(ptr %fp) personality ptr @pers {
entry:
  invoke void %fp()
          to label %ok unwind label %bad, !prof !0
ok:
  ret void
bad:
  %l = landingpad { ptr, i32 } cleanup
  ret void
}
!0 = !{!"VP", i32 0, i64 10, i64 111, i64 10}
