@x = internal global i32 0
@llvm.used = appending global [1 x ptr] [ptr @x], section "llvm.metadata"
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }]
define internal void @init() !prof !0 {
  ret void
}
!0 = !{!"function_entry_count", i64 1}
