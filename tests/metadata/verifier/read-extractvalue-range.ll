; reads: named struct types
%pair = type { i32, i64 }
declare %pair @mk()
define i64 @f() {
  %p = call %pair @mk()
  %x = extractvalue %pair %p, 1
  %y = call i64 @id(i64 %x), !range !0
  ret i64 %y
}
declare i64 @id(i64)
!0 = !{i64 0, i64 9}
