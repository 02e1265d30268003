; reads: unnamed values and numbered blocks
define i32 @0(ptr %0, i32 %1) {
  %3 = load i32, ptr %0, align 4, !range !5
  %4 = icmp ult i32 %3, %1
  br i1 %4, label %5, label %7, !prof !6

5:
  %6 = add nuw i32 %3, 1
  br label %7

7:
  %8 = phi i32 [ %6, %5 ], [ %3, %2 ]
  ret i32 %8
}
!5 = !{i32 0, i32 8}
!6 = !{!"branch_weights", i32 7, i32 3}
