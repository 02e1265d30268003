; INVALID: operand bundles, then a call with two weights
declare void @g(i32)
define void @f(i32 %x) {
  call void @g(i32 %x) [ "deopt"(i32 %x) ], !prof !0
  ret void
}
!0 = !{!"branch_weights", i32 10, i32 1}
