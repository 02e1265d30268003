; reads: quoted global, local and named-metadata names, string escapes
@"a global" = global i32 0, !associated !0
@"other.one" = global i32 1
define i32 @"f$1"(ptr %"in ptr") {
"entry block":
  %"the value" = load i32, ptr %"in ptr", !range !1, !annotation !2
  ret i32 %"the value"
}
!my.named.md = !{!2}
!0 = !{ptr @"other.one"}
!1 = !{i32 0, i32 8}
!2 = !{!"quote \22 and newline \0A"}
