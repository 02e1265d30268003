define void @f(ptr %p, ptr %q) {
  %a = load i32, ptr %p, !alias.scope !{!10}, !noalias !{!11}
  store i32 %a, ptr %q, !alias.scope !{!11}, !noalias !{!10}
  ret void
}
!9 = distinct !{!9, !"f: argument domain"}
!10 = distinct !{!10, !9, !"f: %p"}
!11 = distinct !{!11, !9, !"f: %q"}
