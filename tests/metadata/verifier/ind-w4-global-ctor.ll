; reads: llvm.global_ctors with a priority table and a constant-expression initializer
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }]
@table = internal constant [3 x ptr] [ptr @init, ptr getelementptr (i8, ptr @init, i64 1), ptr null], !type !0
define internal void @init() {
  ret void
}
!0 = !{i64 0, !"table"}
