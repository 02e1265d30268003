; reads: invoke over two lines
declare i16 @may_throw()
declare i32 @__gxx_personality_v0(...)

define i16 @inv() personality ptr @__gxx_personality_v0 {
entry:
  %r = invoke i16 @may_throw()
          to label %ok unwind label %lp, !range !0
ok:
  ret i16 %r
lp:
  %e = landingpad { ptr, i32 }
          cleanup
  ret i16 0
}
!0 = !{i16 0, i16 7}
