; reads: a phi over several lines and a select with weights continued
define i32 @f(i1 %a, i1 %b) {
entry:
  br i1 %a, label %x, label %y
x:
  br label %m
y:
  br label %m
m:
  %v = phi i32 [ 1, %x ],
               [ 2, %y ]
  %s = select i1 %b, i32 %v, i32 0
      , !prof !0
  ret i32 %s
}
!0 = !{!"branch_weights", i32 3, i32 4}
