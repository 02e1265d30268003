declare void @g()
declare i32 @pers(...)
define void @f() personality ptr @pers {
entry:
  invoke void @g() to label %ok unwind label %lp, !range !0
ok:
  ret void
lp:
  %l = landingpad { ptr, i32 } cleanup
  ret void
}
!0 = !{i32 0, i32 1}
