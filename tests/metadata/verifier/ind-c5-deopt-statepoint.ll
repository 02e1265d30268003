; reads: operand bundles followed by attributes and attachments
declare void @g(i32)
define void @f(i32 %x) gc "statepoint-example" {
  call void @g(i32 %x) #0 [ "deopt"(i32 %x, i32 7), "gc-live"() ], !prof !0
  ret void
}
attributes #0 = { nounwind }
!0 = !{!"branch_weights", i32 10}
