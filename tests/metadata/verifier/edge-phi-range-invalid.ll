define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %p = phi i32 [ 0, %entry ], [ 1, %a ], !range !0
  ret i32 %p
}
!0 = !{i32 0, i32 2}
