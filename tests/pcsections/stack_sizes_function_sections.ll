; Stack sizes with -function-sections: one .stack_sizes per code section.
; llc-flags: -stack-size-section -function-sections
declare void @use(ptr)

define void @f() {
  %a = alloca [40 x i8]
  call void @use(ptr %a)
  ret void
}

define void @g() {
  %a = alloca [400 x i8]
  call void @use(ptr %a)
  ret void
}
