; Domains and scopes named by strings, with descriptions.
!0 = !{!"domain", !"the caller's arguments"}
!1 = !{!"scope a", !0, !"argument a"}
!2 = !{!1}
store i32 0, ptr %a, !alias.scope !2, !noalias !2
