declare void @g()
declare i32 @__gxx_personality_v0(...)
define void @f() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @g()
      to label %cont unwind label %lpad, !prof !0

cont:
  ret void

lpad:
  %lp = landingpad { ptr, i32 }
      catch ptr null
  ret void
}
!0 = !{!"branch_weights", i32 1000, i32 0}
