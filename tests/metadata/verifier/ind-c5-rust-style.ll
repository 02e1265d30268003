; reads: rustc style: noundef ranges on loads, align and nonnull, personality, numbered values
%"core::fmt::Arguments" = type { { ptr, i64 }, { ptr, i64 }, { ptr, i64 } }
define noundef zeroext i1 @_ZN4demo7is_some17h0123456789abcdefE(ptr noalias nocapture noundef readonly align 8 dereferenceable(16) %self) unnamed_addr #0 {
start:
  %_2 = load i64, ptr %self, align 8, !range !2, !noundef !3
  %0 = trunc nuw i64 %_2 to i1
  %1 = getelementptr inbounds i8, ptr %self, i64 8
  %_3 = load ptr, ptr %1, align 8, !nonnull !3, !align !4, !noundef !3
  ret i1 %0
}
attributes #0 = { inlinehint nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
!llvm.module.flags = !{!0, !1}
!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 2, !"RtLibUseGOT", i32 1}
!2 = !{i64 0, i64 2}
!3 = !{}
!4 = !{i64 8}
