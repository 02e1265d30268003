!llvm.commandline = !{!0}
!0 = !{!"clang -O2 -c a.c"}
