; reads: DIArgList and #dbg_assign/#dbg_declare records, DIAssignID
define void @f(i32 %a, i32 %b) !dbg !5 {
entry:
  %x = alloca i32, align 4, !DIAssignID !12
    #dbg_assign(i32 %a, !9, !DIExpression(), !12, ptr %x, !DIExpression(), !10)
    #dbg_declare(ptr %x, !9, !DIExpression(), !10)
    #dbg_value(!DIArgList(i32 %a, i32 %b), !9, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !10)
  store i32 %a, ptr %x, align 4, !DIAssignID !12
  ret void, !dbg !10
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "t.cpp", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!5 = distinct !DISubprogram(name: "f", linkageName: "_Z1fii", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !8)
!6 = !DISubroutineType(types: !7)
!7 = !{null, !11, !11}
!8 = !{!9}
!9 = !DILocalVariable(name: "x", scope: !5, file: !1, line: 2, type: !11)
!10 = !DILocation(line: 2, column: 7, scope: !5)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = distinct !DIAssignID()
