; reads: catchswitch/catchpad/cleanuppad with funclet bundles
declare void @may_throw()
declare i32 @__CxxFrameHandler3(...)
define void @f() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @may_throw()
          to label %done unwind label %dispatch
dispatch:
  %cs = catchswitch within none [label %handler] unwind to caller
handler:
  %cp = catchpad within %cs [ptr null, i32 64, ptr null]
  call void @may_throw() [ "funclet"(token %cp) ], !prof !0
  catchret from %cp to label %done
done:
  ret void
}
!0 = !{!"branch_weights", i32 3}
