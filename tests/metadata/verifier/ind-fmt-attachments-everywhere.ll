; reads: attachments on ret, unreachable, phi, br and fence
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b, !unpredictable !0
a:
  br label %m, !annotation !1
b:
  br label %m
m:
  %x = phi i32 [ 1, %a ], [ 2, %b ], !annotation !1
  fence acquire, !annotation !1
  ret i32 %x, !annotation !1
dead:
  unreachable, !annotation !1
}
!0 = !{}
!1 = !{!"note"}
