; documented: section_prefix is function_section_prefix and a string
define void @f() !section_prefix !0 {
  ret void
}
!0 = !{!"hot"}
