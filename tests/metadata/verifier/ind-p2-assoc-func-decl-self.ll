; INVALID: a function declaration associated with itself
declare !associated !0 void @f()
!0 = !{ptr @f}
