declare !dbg !0 void @ext()
!llvm.module.flags = !{!2}
!0 = !DISubprogram(name: "ext", file: !1, spFlags: DISPFlagOptimized)
!1 = !DIFile(filename: "e.c", directory: "/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
