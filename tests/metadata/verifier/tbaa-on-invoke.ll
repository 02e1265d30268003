declare i32 @g()
declare i32 @__gxx_personality_v0(...)
define i32 @f() personality ptr @__gxx_personality_v0 {
entry:
  %v = invoke i32 @g() to label %ok unwind label %lp, !tbaa !9
ok:
  ret i32 %v
lp:
  %l = landingpad { ptr, i32 } catch ptr null
  ret i32 0
}

!0 = !{!"Simple C/C++ TBAA"}
!1 = !{!"omnipotent char", !0, i64 0}
!2 = !{!"int", !1, i64 0}
!3 = !{!"short", !1, i64 0}
!4 = !{!"struct S", !2, i64 0, !3, i64 4, !2, i64 8}
!5 = !{!"struct T", !4, i64 0, !2, i64 12}
!9 = !{!2, !2, i64 0}
