; reads: module asm, source_filename, opaque and packed struct types, dso_local_equivalent
source_filename = "misc.c"
module asm ".globl marker"
module asm "marker:"
%opaque = type opaque
%packed = type <{ i8, i32 }>
@ext = external global %opaque
@pk = global %packed <{ i8 1, i32 2 }>
declare void @callee()
@eq = global ptr dso_local_equivalent @callee
define void @f() {
  call void @callee(), !prof !0
  ret void
}
!0 = !{!"branch_weights", i32 5}
