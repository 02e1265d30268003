; reads: attributes with arguments, sections, alignment
declare noalias noundef nonnull align 16 dereferenceable(64) ptr @alloc(i64 noundef) #1
define range(i32 0, 10) i32 @f(ptr nocapture noundef readonly align 4 dereferenceable(8) %p) local_unnamed_addr #0 section ".text.f" align 16 {
  %q = tail call fastcc noalias ptr @alloc(i64 8) #1
  %v = load volatile i32, ptr %p, align 4, !range !0, !invariant.load !1
  ret i32 %v
}
attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable }
attributes #1 = { allockind("alloc,uninitialized") allocsize(0) "alloc-family"="malloc" }
!0 = !{i32 0, i32 10}
!1 = !{}
