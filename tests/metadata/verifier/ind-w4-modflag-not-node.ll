; INVALID: a module flag that is not a triple node but a string node
!llvm.module.flags = !{!0}
!0 = !{!"x"}
