; reads: names and strings that hold bangs, brackets and commas
@"x!range !7" = global i32 0
define i32 @"f(,)"(ptr %"p!tbaa") {
"bb 1":
  call void asm sideeffect "# !range !9 ( [", "~{memory}"()
  %"v!x" = load i32, ptr %"p!tbaa", !range !0 ; ( [ {
  br label %"bb 2"
"bb 2":
  ret i32 %"v!x"
}
!0 = !{i32 0, i32 9}
!1 = !{!"a\5Cb", !"\22quoted\22"}
