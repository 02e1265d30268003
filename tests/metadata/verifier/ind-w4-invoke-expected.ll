declare void @g()
declare i32 @pers(...)
define void @f() personality ptr @pers {
  invoke void @g() to label %ok unwind label %lp, !prof !0
ok:
  ret void
lp:
  %l = landingpad { ptr, i32 } cleanup
  ret void
}
!0 = !{!"branch_weights", !"expected", i32 1000, i32 1}
