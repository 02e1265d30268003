; a warning-behavior flag holding a node, an override flag holding a string
!llvm.module.flags = !{!0, !1}
!0 = !{i32 2, !"note", !2}
!1 = !{i32 4, !"name", !"value"}
!2 = !{i32 1, !"x"}
