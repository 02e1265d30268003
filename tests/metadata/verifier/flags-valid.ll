!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 8, !"PIE Level", i32 0}
!3 = !{i32 5, !"list", !{!"a"}}
!4 = !{i32 3, !"req", !{!"PIC Level", i32 2}}
!5 = !{i32 4, !"frame-pointer", i32 2}
