; Stack sizes: frames of several sizes (one over 127 bytes: two ULEB128
; bytes), a leaf without a frame, an internal function; a dynamic alloca
; has no entry.
; llc-flags: -stack-size-section
declare void @use(ptr)

define void @small() {
  %a = alloca [8 x i8]
  call void @use(ptr %a)
  ret void
}

define void @large() {
  %a = alloca [5000 x i8]
  call void @use(ptr %a)
  ret void
}

define i32 @leaf(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}

define internal void @local() {
  %a = alloca [200 x i8]
  call void @use(ptr %a)
  ret void
}

define void @dynamic(i64 %n) {
  %a = alloca i8, i64 %n
  call void @use(ptr %a)
  call void @local()
  ret void
}
