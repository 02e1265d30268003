; reads: a whole module as clang writes it
; ModuleID = 'kitchen.c'
source_filename = "kitchen.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128-ni:1"
target triple = "x86_64-unknown-linux-gnu"

$cd = comdat any
%struct.S = type { i32, [2 x i16], ptr }

@.str = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@"\01_quoted" = dso_local externally_initialized global i32 0, section ".data.q", comdat($cd), align 8
@arr = internal global [10 x i32] zeroinitializer, align 16
@fptr = global ptr @callee, align 8
@i = ifunc void (), ptr @resolver

declare !dbg !30 void @decl_with_dbg(i32 noundef) local_unnamed_addr #1
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)
declare float @llvm.fma.f32(float, float, float)
declare void @llvm.assume(i1 noundef)
declare i32 @callee(i32)

define internal ptr @resolver() {
  ret ptr null
}

define dso_local noundef range(i32 0, 10) i32 @kitchen(ptr noundef nonnull align 8 dereferenceable(16) %s, i32 %n, float %a, float %b, i1 %c) local_unnamed_addr #0 personality ptr @callee !prof !20 {
entry:
  call void @llvm.assume(i1 true) [ "align"(ptr %s, i64 8) ]
  %ov = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %n, i32 1)
  %sum = extractvalue { i32, i1 } %ov, 0
  %gep = getelementptr inbounds [10 x i32], ptr @arr, i64 0, i64 1
  %ld = load i32, ptr %gep, align 4, !tbaa !10, !range !13, !noundef !14
  %fma = call fast float @llvm.fma.f32(float %a, float %b, float %a) #2, !fpmath !15
  %t = tail call i32 asm sideeffect "mov $0, $1", "=r,r"(i32 %ld) #2, !srcloc !16
  store volatile i32 %t, ptr %s, align 4, !tbaa !10, !nontemporal !17
  %cx = cmpxchg ptr %s, i32 0, i32 1 seq_cst seq_cst, align 4, !tbaa !10
  %old = atomicrmw xchg ptr %s, i32 2 acq_rel, align 4, !tbaa !10
  %sel = select i1 %c, i32 %sum, i32 %ld, !prof !18
  br i1 %c, label %loop, label %exit, !prof !19
loop:
  %iv = phi i32 [ 0, %entry ], [ %inc, %loop ]
  %inc = add nuw nsw i32 %iv, 1
  %done = icmp sge i32 %inc, %n
  br i1 %done, label %exit, label %loop, !prof !19, !llvm.loop !21
exit:
  %r = phi i32 [ %sel, %entry ], [ %inc, %loop ]
  ret i32 %r
}

attributes #0 = { nounwind uwtable "frame-pointer"="all" "target-cpu"="x86-64" }
attributes #1 = { "no-builtins" }
attributes #2 = { nounwind memory(none) }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{!"clang version 19.1.7"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !22, i64 0}
!13 = !{i32 0, i32 100}
!14 = !{}
!15 = !{float 2.5}
!16 = !{i64 1234}
!17 = !{i32 1}
!18 = !{!"branch_weights", i32 3, i32 5}
!19 = !{!"branch_weights", i32 1, i32 99}
!20 = !{!"function_entry_count", i64 1000}
!21 = distinct !{!21, !23}
!22 = !{!"Simple C/C++ TBAA"}
!23 = !{!"llvm.loop.mustprogress"}
!30 = !DISubprogram(name: "decl_with_dbg", scope: !31, file: !31, spFlags: DISPFlagOptimized)
!31 = !DIFile(filename: "kitchen.c", directory: "/src")
