define i32 @two(ptr nocapture readonly %ptr) local_unnamed_addr #0 {
  %1 = load i32, ptr %ptr, align 4, !range !7
  ret i32 %1
}
attributes #0 = { nounwind willreturn }
!7 = !{i32 -2, i32 0, i32 3, i32 6}
