; an invoke with one weight
declare void @g()
declare i32 @pers(...)
define void @f() personality ptr @pers {
  invoke void @g() to label %ok unwind label %bad, !prof !0
ok:
  ret void
bad:
  %l = landingpad { ptr, i32 } cleanup
  ret void
}
!0 = !{!"branch_weights", i32 1}
