define void @hot() !section_prefix !0 {
  ret void
}
!0 = !{!"function_section_prefix", !"hot"}
