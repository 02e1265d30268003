; reads: aliases, ifuncs, thread locals, sections and partitions
@tls = thread_local(initialexec) global i32 0, align 4, !absolute_symbol !0
@a = hidden alias i32, ptr @tls
@fn_impl = internal global ptr null
define internal ptr @resolver() {
  ret ptr @impl
}
define internal void @impl() section ".text.impl" {
  ret void
}
@fn = dso_local ifunc void (), ptr @resolver
@big = private unnamed_addr constant [2 x i64] [i64 1, i64 2], section ".rodata", partition "part1", align 16
!0 = !{i64 0, i64 65536}
