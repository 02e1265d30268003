; expect: E0811 at !"scope"
; A scope list holds nodes.
store i32 0, ptr %p, !alias.scope !0
!0 = !{!"scope"}
