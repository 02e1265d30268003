; C++ devirtualization style
define void @f(ptr %obj, ptr %vt) {
  store ptr %vt, ptr %obj, align 8, !invariant.group !0
  %v = load ptr, ptr %obj, align 8, !invariant.group !0
  %g = call ptr @llvm.launder.invariant.group.p0(ptr %obj)
  ret void
}
declare ptr @llvm.launder.invariant.group.p0(ptr)
!0 = !{}
