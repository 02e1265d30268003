; expect: E0850 at !{}
; An access group must be distinct, or groups would merge by content.
%v = load i32, ptr %p, !llvm.access.group !0
!0 = !{}
