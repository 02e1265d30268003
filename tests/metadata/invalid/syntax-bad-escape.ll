; expect: E0800 at \q"
; String escapes are two hex digits.
!0 = !{!"a\q"}
