; documented: section_prefix starts with "function_section_prefix"
define void @hot() !section_prefix !0 {
  ret void
}
!0 = !{!"prefix", !"hot"}
