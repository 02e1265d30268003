; reads: target extension types
declare void @use(target("spirv.Event"))
define void @f(target("spirv.Event") %e) {
  call void @use(target("spirv.Event") %e), !annotation !0
  ret void
}
!0 = !{!"te"}
