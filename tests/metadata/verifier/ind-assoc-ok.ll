; clang-style associated metadata for a section start
@__start_foo = external global i8
@data = internal global i32 42, section "foo", !associated !0
@llvm.used = appending global [1 x ptr] [ptr @data], section "llvm.metadata"
define void @use() {
  ret void
}
!0 = !{ptr @use}
