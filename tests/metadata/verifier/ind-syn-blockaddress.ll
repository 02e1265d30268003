; reads: blockaddress, indirectbr with prof
@targets = internal constant [2 x ptr] [ptr blockaddress(@f, %a), ptr blockaddress(@f, %b)]
define i32 @f(i64 %i) {
entry:
  %slot = getelementptr inbounds [2 x ptr], ptr @targets, i64 0, i64 %i
  %t = load ptr, ptr %slot, align 8, !nonnull !0
  indirectbr ptr %t, [label %a,
                      label %b], !prof !1
a:
  ret i32 1
b:
  ret i32 2
}
!0 = !{}
!1 = !{!"branch_weights", i32 40, i32 60}
