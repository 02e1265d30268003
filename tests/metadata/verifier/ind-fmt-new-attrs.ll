; reads: the range attribute, memory effects, nneg/disjoint/nuw flags
declare range(i32 0, 10) i32 @g() memory(argmem: readwrite)
define i32 @f(i32 %a, i64 %b, ptr %p) {
  %c = call noundef range(i32 0, 10) i32 @g(), !range !0
  %d = or disjoint i32 %a, %c
  %e = zext nneg i32 %d to i64
  %t = trunc nuw nsw i64 %b to i32
  %q = getelementptr inbounds nuw i8, ptr %p, i64 %e
  %v = load i32, ptr %q, align 4, !range !0
  %r = add i32 %v, %t
  ret i32 %r
}
!0 = !{i32 0, i32 10}
