; reads: calling conventions, tail markers, fast-math on calls, freeze
declare fastcc float @fg(float)
define float @f(float %x) {
  %a = tail call nnan fastcc float @fg(float %x), !fpmath !0
  %b = notail call fastcc float @fg(float %a), !prof !1
  %fr = freeze float %b
  %c = fcmp fast olt float %fr, 1.0
  %s = select nnan i1 %c, float %a, float %b, !prof !2
  ret float %s
}
!0 = !{float 1.5}
!1 = !{!"branch_weights", i32 4}
!2 = !{!"branch_weights", i32 4, i32 1}
