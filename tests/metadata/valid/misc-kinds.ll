; One node of each remaining checked kind.
%p = load ptr, ptr %q, !nonnull !0, !dereferenceable !1, !align !2, !invariant.load !0
%n = load ptr, ptr %r, !dereferenceable_or_null !1
store i32 1, ptr %s, !nontemporal !3, !invariant.group !0
%r2 = call i64 %binop(i64 %x, i64 %y), !callees !4
br i1 %c, label %t1, label %t2, !irr_loop !5, !make.implicit !0, !unpredictable !0
@g = global i32 2, section "abc", !associated !6, !type !7
define void @h() !section_prefix !8 {
  ret void, !dbg !9
}

!0 = !{}
!1 = !{i64 16}
!2 = !{i64 8}
!3 = !{i32 1}
!4 = !{ptr @add, ptr @sub}
!5 = !{!"loop_header_weight", i64 100}
!6 = !{ptr @a}
!7 = !{i64 0, !"_ZTS1A"}
!8 = !{!"function_section_prefix", !"hot"}
!9 = !DILocation(line: 3, column: 7, scope: !10)
!10 = distinct !DISubprogram(name: "h", unit: !11)
!11 = distinct !DICompileUnit(language: DW_LANG_C99, file: !12, producer: "x")
!12 = !DIFile(filename: "h.c", directory: "/")
!llvm.dbg.cu = !{!11}
!llvm.module.flags = !{!13}
!13 = !{i32 7, !"Dwarf Version", i32 5}
