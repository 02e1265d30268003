; INVALID: a require flag naming a flag the module does not have
!llvm.module.flags = !{!0}
!0 = !{i32 3, !"needs", !1}
!1 = !{!"absent", i32 1}
