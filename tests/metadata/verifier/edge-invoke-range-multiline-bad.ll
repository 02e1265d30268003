declare i8 @g()
declare i32 @pers(...)
define i8 @f() personality ptr @pers {
entry:
  %r = invoke i8 @g()
          to label %ok
          unwind label %lp,
          !range !0
ok:
  ret i8 %r
lp:
  %l = landingpad { ptr, i32 }
          cleanup
  ret i8 0
}
!0 = !{i8 0, i8 10, i8 5, i8 20}
