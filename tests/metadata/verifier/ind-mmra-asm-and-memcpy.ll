; mmra on inline asm, memcpy and a call of a function that reads memory
declare void @reads() #0
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
define void @f(ptr %a, ptr %b) {
  call void asm "nop", ""(), !mmra !0
  call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr %b, i64 4, i1 false), !mmra !0
  call void @reads(), !mmra !1
  ret void
}
attributes #0 = { memory(read) }
!0 = !{!"a", !"b"}
!1 = !{}
