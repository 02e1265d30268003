define void @f() {
  ret void, !dbg !0
}
!llvm.module.flags = !{!1}
!0 = !{}
!1 = !{i32 2, !"Debug Info Version", i32 3}
