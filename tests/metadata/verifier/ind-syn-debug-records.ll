; reads: debug records (#dbg_value, #dbg_declare) and DI nodes
target triple = "x86_64-pc-linux-gnu"

define dso_local i32 @sq(i32 noundef %x) local_unnamed_addr !dbg !10 {
entry:
    #dbg_value(i32 %x, !16, !DIExpression(), !17)
  %mul = mul nsw i32 %x, %x, !dbg !18
    #dbg_value(i32 %mul, !19, !DIExpression(DW_OP_constu, 1, DW_OP_plus, DW_OP_stack_value), !17)
  ret i32 %mul, !dbg !20
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang version 19.1.7", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "sq.c", directory: "/src", checksumkind: CSK_MD5, checksum: "0123456789abcdef0123456789abcdef")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!9 = !{!"clang version 19.1.7"}
!10 = distinct !DISubprogram(name: "sq", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{!16, !19}
!16 = !DILocalVariable(name: "x", arg: 1, scope: !10, file: !1, line: 1, type: !13)
!17 = !DILocation(line: 0, scope: !10)
!18 = !DILocation(line: 2, column: 12, scope: !10)
!19 = !DILocalVariable(name: "y", scope: !10, file: !1, line: 2, type: !13)
!20 = !DILocation(line: 3, column: 3, scope: !10)
