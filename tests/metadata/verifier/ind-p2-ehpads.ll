; reads: catchswitch with several handlers, cleanuppad/cleanupret
declare void @may_throw()
declare i32 @__CxxFrameHandler3(...)
define void @f() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @may_throw()
          to label %exit unwind label %cs
cs:
  %switch = catchswitch within none [label %h1, label %h2] unwind label %cleanup
h1:
  %p1 = catchpad within %switch [ptr null, i32 64, ptr null]
  catchret from %p1 to label %exit
h2:
  %p2 = catchpad within %switch [ptr null, i32 0, ptr null]
  catchret from %p2 to label %exit
cleanup:
  %cp = cleanuppad within none []
  call void @may_throw() [ "funclet"(token %cp) ], !annotation !0
  cleanupret from %cp unwind to caller
exit:
  ret void
}
!0 = !{!"cleanup"}
