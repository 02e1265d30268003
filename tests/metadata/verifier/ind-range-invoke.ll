declare i32 @may_throw()
declare i32 @__gxx_personality_v0(...)
define i32 @f() personality ptr @__gxx_personality_v0 {
entry:
  %r = invoke i32 @may_throw()
          to label %ok unwind label %lp, !range !0
ok:
  ret i32 %r
lp:
  %e = landingpad { ptr, i32 }
          cleanup
  resume { ptr, i32 } %e
}
!0 = !{i32 0, i32 10}
