; reads: rarely used LLVM 19 fields (pointer authentication, annotations, thisAdjustment, exportSymbols)
define void @f() !dbg !3 {
  ret void, !dbg !5
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "x", isOptimized: false, flags: "-g", runtimeVersion: 0, splitDebugFilename: "k.dwo", emissionKind: FullDebug, dwoId: 7, rangesBaseAddress: true, debugInfoForProfiling: true)
!1 = !DIFile(filename: "k.cpp", directory: "/")
!3 = distinct !DISubprogram(name: "f", linkageName: "_ZN1N1fEv", scope: !9, file: !1, line: 1, type: !4, scopeLine: 1, virtuality: DW_VIRTUALITY_none, virtualIndex: 0, thisAdjustment: -8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, thrownTypes: !{}, annotations: !{!10}, targetFuncName: "g")
!4 = !DISubroutineType(cc: DW_CC_normal, types: !{null, !7})
!5 = !DILocation(line: 2, column: 1, scope: !3, isImplicitCode: true)
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64, dwarfAddressSpace: 0, ptrAuthKey: 2, ptrAuthIsAddressDiscriminated: true, ptrAuthExtraDiscriminator: 1234, ptrAuthIsaPointer: false, ptrAuthAuthenticatesNullValues: false, annotations: !{!10})
!8 = !DIBasicType(tag: DW_TAG_base_type, name: "int", size: 32, align: 32, encoding: DW_ATE_signed, flags: DIFlagPublic)
!9 = !DINamespace(scope: null, name: "N", exportSymbols: true)
!10 = !{!"btf_decl_tag", !"tag1"}
