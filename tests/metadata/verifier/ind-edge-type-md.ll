; type metadata on vtables, vcall_visibility, section_prefix
@vt = constant [2 x ptr] [ptr null, ptr @f], !type !0, !type !1, !vcall_visibility !2
define void @f() !section_prefix !3 {
  ret void
}
!0 = !{i64 16, !"_ZTS1A"}
!1 = !{i64 16, !"_ZTSM1AFvvE.virtual"}
!2 = !{i64 2}
!3 = !{!"function_section_prefix", !"hot"}
