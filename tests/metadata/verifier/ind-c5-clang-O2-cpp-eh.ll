; reads: clang++ -O2 exception handling with tbaa, range, prof, and nounwind attributes
%"class.std::ios_base::Init" = type { i8 }
@_ZTIi = external constant ptr
define dso_local noundef i32 @_Z3runv() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
entry:
  %exn = tail call ptr @__cxa_allocate_exception(i64 4) #3
  store i32 42, ptr %exn, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %exn, ptr nonnull @_ZTIi, ptr null) #4
          to label %unreachable unwind label %lpad

lpad:                                             ; preds = %entry
  %0 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %1 = extractvalue { ptr, i32 } %0, 1
  %2 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #3
  %matches = icmp eq i32 %1, %2
  br i1 %matches, label %catch, label %eh.resume, !prof !9

catch:                                            ; preds = %lpad
  %3 = extractvalue { ptr, i32 } %0, 0
  %4 = tail call ptr @__cxa_begin_catch(ptr %3) #3
  %5 = load i32, ptr %4, align 4, !tbaa !5, !range !10, !noundef !11
  tail call void @__cxa_end_catch()
  ret i32 %5

unreachable:                                      ; preds = %entry
  unreachable

eh.resume:                                        ; preds = %lpad
  resume { ptr, i32 } %0
}
declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr
declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr
declare i32 @__gxx_personality_v0(...)
declare i32 @llvm.eh.typeid.for.p0(ptr) #1
declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr
declare void @__cxa_end_catch() local_unnamed_addr
attributes #0 = { mustprogress norecurse uwtable }
attributes #1 = { nofree nosync nounwind memory(none) }
attributes #3 = { nounwind }
attributes #4 = { noreturn }
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!"branch_weights", i32 1, i32 1048575}
!10 = !{i32 0, i32 100}
!11 = !{}
