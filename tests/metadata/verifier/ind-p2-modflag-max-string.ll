; INVALID: a max flag with a string value
!llvm.module.flags = !{!0}
!0 = !{i32 7, !"PIC Level", !"two"}
