; Attachments in several basic blocks and a loop.
define i64 @sum(ptr %p, i64 %n) !pcsections !0 {
entry:
  %z = icmp eq i64 %n, 0
  br i1 %z, label %done, label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %j, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %t, %loop ]
  %q = getelementptr i64, ptr %p, i64 %i
  %v = load volatile i64, ptr %q, !pcsections !1
  %t = add i64 %acc, %v
  store volatile i64 %t, ptr %q, !pcsections !2
  %j = add i64 %i, 1
  %c = icmp ult i64 %j, %n
  br i1 %c, label %loop, label %done
done:
  %r = phi i64 [ 0, %entry ], [ %t, %loop ]
  ret i64 %r
}

!0 = !{!"loops"}
!1 = !{!"loops", !10}
!2 = !{!"loops!C", !10}
!10 = !{i16 65535}
