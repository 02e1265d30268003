; reads: exotic but valid syntax around metadata
target datalayout = "e-m:e-i64:64-n32:64-S128"
%T = type <{ i8, [2 x <4 x float>] }>
%Rec = type { ptr, ptr }
@a = weak_odr hidden unnamed_addr addrspace(0) externally_initialized global i32 0, section ".data.a", no_sanitize_address, align 4, !annotation !0
@b = linkonce hidden thread_local local_unnamed_addr global <2 x i64> <i64 1, i64 2>, align 16, code_model "small"
@c = external dso_preemptable global [0 x i8], align 1
@d = available_externally constant i8 5
@e = private alias i32, ptr @a
@f = global ptr @e, !absolute_symbol !1
define internal fastcc nonnull ptr @g(ptr byval(%T) align 8 %x, ptr noalias nocapture %y, i32 signext %z, ptr inalloca(i8) %w) unnamed_addr #0 align 16 {
entry:
  %v = getelementptr inbounds %T, ptr %x, i32 0, i32 1, i64 1, i64 3
  %l = load float, ptr %v, align 4, !fpmath !2, !nontemporal !3
  %vs = insertvalue { i32, float } poison, float %l, 1
  %q = atomicrmw uinc_wrap ptr %y, i64 1 syncscope("one-as") acq_rel, align 8, !pcsections !4
  %r = atomicrmw fmax ptr %x, float 1.0 monotonic, align 4, !mmra !5
  %s = cmpxchg volatile ptr %y, i64 0, i64 1 release monotonic, align 8, !tbaa !6
  %t = va_arg ptr %w, i32
  %u = freeze i32 %z
  %cond = icmp ult i32 %u, 5
  ret ptr %x
}
attributes #0 = { "a" "b"="c" nounwind memory(argmem: readwrite, inaccessiblemem: read) uwtable(sync) }
!0 = !{!"g"}
!1 = !{i64 0, i64 4096}
!2 = !{float 1.0}
!3 = !{i32 1}
!4 = !{!"s", !{i32 1}}
!5 = !{!"a", !"b"}
!6 = !{!7, !7, i64 0}
!7 = !{!"long", !8, i64 0}
!8 = !{!"root"}
