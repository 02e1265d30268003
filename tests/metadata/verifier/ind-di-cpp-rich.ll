; reads: clang++ -g style debug information with most node kinds
%class.Box = type { i32, [3 x float] }
@gbox = dso_local global %class.Box zeroinitializer, align 4, !dbg !0
define dso_local noundef i32 @_ZN2ns3getEv() !dbg !30 {
entry:
  %v = load i32, ptr @gbox, align 4, !dbg !34, !tbaa !40
  ret i32 %v, !dbg !35
}
!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!36, !37}
!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "gbox", linkageName: "_ZN2ns4gboxE", scope: !5, file: !3, line: 9, type: !6, isLocal: false, isDefinition: true, align: 32)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_17, file: !3, producer: "clang version 19.1.7", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !20, retainedTypes: !4, globals: !25, imports: !26, macros: !4, splitDebugInlining: false, debugInfoForProfiling: false, nameTableKind: None, sysroot: "/", sdk: "none")
!3 = !DIFile(filename: "box.cpp", directory: "/src", checksumkind: CSK_SHA1, checksum: "0123456789abcdef0123456789abcdef01234567", source: "int x;")
!4 = !{}
!5 = !DINamespace(name: "ns", scope: null, exportSymbols: false)
!6 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Box", scope: !5, file: !3, line: 3, size: 128, align: 32, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !7, templateParams: !15, identifier: "_ZTSN2ns3BoxE")
!7 = !{!8, !10}
!8 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !6, file: !3, line: 4, baseType: !9, size: 32, flags: DIFlagPublic)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !6, file: !3, line: 5, baseType: !11, size: 96, offset: 32)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 96, elements: !13)
!12 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!13 = !{!14}
!14 = !DISubrange(count: 3, lowerBound: 0)
!15 = !{!16, !17}
!16 = !DITemplateTypeParameter(name: "T", type: !9, defaulted: false)
!17 = !DITemplateValueParameter(name: "N", type: !9, value: i32 3)
!20 = !{!21}
!21 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "Kind", scope: !5, file: !3, line: 2, baseType: !22, size: 32, elements: !23, identifier: "_ZTSN2ns4KindE")
!22 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!23 = !{!24}
!24 = !DIEnumerator(name: "A", value: 0, isUnsigned: true)
!25 = !{!0}
!26 = !{!27}
!27 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !2, entity: !5, file: !3, line: 12)
!30 = distinct !DISubprogram(name: "get", linkageName: "_ZN2ns3getEv", scope: !5, file: !3, line: 10, type: !31, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !4)
!31 = !DISubroutineType(types: !32)
!32 = !{!9}
!33 = distinct !DILexicalBlock(scope: !30, file: !3, line: 10, column: 20)
!34 = !DILocation(line: 11, column: 10, scope: !33)
!35 = !DILocation(line: 11, column: 3, scope: !38)
!36 = !{i32 7, !"Dwarf Version", i32 5}
!37 = !{i32 2, !"Debug Info Version", i32 3}
!38 = !DILexicalBlockFile(scope: !33, file: !3, discriminator: 2)
!40 = !{!41, !42, i64 0}
!41 = !{!"_ZTSN2ns3BoxE", !42, i64 0, !43, i64 4}
!42 = !{!"int", !44, i64 0}
!43 = !{!"float", !44, i64 0}
!44 = !{!"omnipotent char", !45, i64 0}
!45 = !{!"Simple C++ TBAA"}
