; reads: comments inside instructions and nodes
; leading comment
define i32 @f(ptr %p) { ; body follows
entry:                   ; the entry block
  %v = load i32, ptr %p, ; the pointer
      !range !0          ; the range
  ret i32 %v
}
!0 = !{ ; open
  i32 1, ; lower
  i32 5  ; upper
}
