declare i32 @__CxxFrameHandler3(...)
declare void @g()
define void @f() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g() to label %done unwind label %dispatch, !prof !0
dispatch:
  %cs = catchswitch within none [label %handler] unwind to caller
handler:
  %cp = catchpad within %cs [ptr null, i32 64, ptr null]
  call void @g() [ "funclet"(token %cp) ], !prof !1
  catchret from %cp to label %done
done:
  ret void
}
!0 = !{!"branch_weights", i32 9, i32 1}
!1 = !{!"branch_weights", i32 5}
