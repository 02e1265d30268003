; reads: inline nodes nested in inline attachments
define void @f(ptr %p) {
  store i32 0, ptr %p, !my.kind !{!{!{i32 1}}, !"x"}, !alias.scope !{!{!"s", !{!"d"}}}
  ret void
}
