define void @keep() { ret void }
@tab = internal global [1 x ptr] [ptr @keep], section "tab", !associated !0
!0 = !{ptr @keep}
