define i8 @wrap(ptr %p) {
  %v = load i8, ptr %p, !range !0 ; 255, 0 or 1
  ret i8 %v
}

!0 = !{ i8 255, i8 2 }
