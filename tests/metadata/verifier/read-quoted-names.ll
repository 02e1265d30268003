; reads: quoted names
@"a global" = global i32 0, !absolute_symbol !0
define i32 @"odd name"(ptr %"the ptr") {
"entry block":
  %"a value" = load i32, ptr %"the ptr", !range !1
  ret i32 %"a value"
}
!0 = !{i64 0, i64 16}
!1 = !{i32 0, i32 10}
