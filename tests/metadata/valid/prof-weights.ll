; Branch weights, one per successor, and a function's entry count.
define void @f(i1 %c) !prof !0 {
  br i1 %c, label %hot, label %cold, !prof !1
  %s = select i1 %c, i32 1, i32 2, !prof !2
  switch i32 %v, label %d [ i32 0, label %a  i32 1, label %b ], !prof !3
}

!0 = !{!"function_entry_count", i64 4000}
!1 = !{!"branch_weights", i32 2000, i32 1}
!2 = !{!"branch_weights", !"expected", i32 1, i32 99}
!3 = !{!"branch_weights", i32 5, i32 10, i32 20}
