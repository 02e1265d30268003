; named linker options and dependent libraries
!llvm.linker.options = !{!0}
!llvm.dependent-libraries = !{!1}
!0 = !{!"-lm"}
!1 = !{!"pthread"}
