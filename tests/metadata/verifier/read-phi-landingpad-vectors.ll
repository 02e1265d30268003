; reads: phi, extractelement, shufflevector, landingpad clauses
declare i32 @__gxx_personality_v0(...)
declare float @g(<4 x float>)
define float @f(i1 %c, <4 x float> %v) personality ptr @__gxx_personality_v0 {
entry:
  br i1 %c, label %a, label %b
a:
  %e = extractelement <4 x float> %v, i32 0
  br label %b
b:
  %p = phi float [ %e, %a ], [ 0.0, %entry ], !fpmath !0
  %s = shufflevector <4 x float> %v, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %r = invoke float @g(<4 x float> %v)
         to label %ok unwind label %lp, !fpmath !0
ok:
  ret float %r
lp:
  %l = landingpad { ptr, i32 }
         catch ptr null
  ret float %p
}
!0 = !{float 2.5}
