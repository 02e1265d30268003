; clang -O2 style: expect builtin
define i32 @f(i32 noundef %x) {
entry:
  %cmp = icmp sgt i32 %x, 0
  br i1 %cmp, label %if.then, label %if.end, !prof !0

if.then:                                          ; preds = %entry
  ret i32 1

if.end:                                           ; preds = %entry
  ret i32 0
}
!0 = !{!"branch_weights", !"expected", i32 2000, i32 1}
