; reads: nodes used before they are defined, null and poison operands
define void @f(ptr %p) {
  store i32 0, ptr %p, !tbaa !10, !my.kind !20
  ret void
}
!20 = !{null, i32 poison, ptr undef, !21}
!21 = !{!20}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"root"}
