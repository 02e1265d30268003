; reads: clang -O0 -g output with dbg.declare calls, attribute groups and multi-line types
; ModuleID = 'main.c'
source_filename = "main.c"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

%struct.pair = type { i32,
                      i64 }

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1
@table = dso_local global [3 x i32] [i32 1,
                                     i32 2,
                                     i32 3], align 4, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %argc,
                           ptr noundef %argv) #0 !dbg !18 {
entry:
  %retval = alloca i32, align 4
  %argc.addr = alloca i32, align 4
  %p = alloca %struct.pair, align 8
  store i32 0, ptr %retval, align 4
  store i32 %argc, ptr %argc.addr, align 4
  call void @llvm.dbg.declare(metadata ptr %argc.addr, metadata !24, metadata !DIExpression()), !dbg !25
  call void @llvm.dbg.declare(metadata ptr %p, metadata !26, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !27
  %0 = load i32, ptr %argc.addr, align 4, !dbg !28
  %call = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %0), !dbg !29
  ret i32 0, !dbg !30
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @printf(ptr noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="all" "x"="{ [ (" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!10, !11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 3, type: !6, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "clang version 19.1.7", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !5, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "main.c", directory: "/home/u", checksumkind: CSK_MD5, checksum: "d41d8cd98f00b204e9800998ecf8427e")
!5 = !{!0}
!6 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 96, elements: !8)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !{!9}
!9 = !DISubrange(count: 3)
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 8, !"PIC Level", i32 2}
!14 = !{i32 7, !"PIE Level", i32 2}
!15 = !{i32 7, !"uwtable", i32 2}
!16 = !{i32 7, !"frame-pointer", i32 2}
!17 = !{!"clang version 19.1.7"}
!18 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 5, type: !19, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!19 = !DISubroutineType(types: !20)
!20 = !{!7, !7, !21}
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!23 = !{}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !18, file: !3, line: 5, type: !7)
!25 = !DILocation(line: 5, column: 14, scope: !18)
!26 = !DILocalVariable(name: "p", scope: !18, file: !3, line: 6, type: !32)
!27 = !DILocation(line: 6, column: 15, scope: !18)
!28 = !DILocation(line: 7, column: 18, scope: !18)
!29 = !DILocation(line: 7, column: 3, scope: !18, inlinedAt: !33)
!30 = !DILocation(line: 8, column: 3, scope: !18)
!31 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!32 = !DICompositeType(tag: DW_TAG_structure_type, name: "pair", file: !3, line: 1, size: 128, elements: !23)
!33 = distinct !DILocation(line: 9, column: 1, scope: !18)
