; expect: E0811 at !"group"
; A string in a list of access groups.
%v = load i32, ptr %p, !llvm.access.group !0
!0 = !{!"group"}
