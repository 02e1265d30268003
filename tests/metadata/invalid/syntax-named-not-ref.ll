; expect: E0800 at !"clang"
; Named metadata lists numbered nodes.
!llvm.ident = !{!"clang"}
