; reads: a personality and a landingpad catching a constant expression
@ti = external constant ptr
declare i32 @pers(...)
declare void @g()
define void @f() personality ptr getelementptr (i8, ptr @pers, i64 0) {
  invoke void @g()
          to label %ok unwind label %lp, !prof !0
ok:
  ret void
lp:
  %l = landingpad { ptr, i32 }
          catch ptr getelementptr (i8, ptr @ti, i64 0)
  resume { ptr, i32 } %l
}
!0 = !{!"branch_weights", i32 1, i32 1}
