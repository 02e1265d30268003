; The C option: constants of 2 to 8 bytes as ULEB128 (one byte stays a
; byte), values at the ULEB128 byte boundaries, negative values
; (zero-extended), and the function size.
@x = global i64 0

define i64 @f(i64 %a) !pcsections !0 {
  %v = load volatile i64, ptr @x, !pcsections !1
  %s = add i64 %v, %a
  store volatile i64 %s, ptr @x, !pcsections !2
  ret i64 %s
}

!0 = !{!"meta!C", !10, !11}
!1 = !{!"meta!C", !12}
!2 = !{!"meta!C", !13, !"plain", !13}
!10 = !{i8 255, i16 127, i16 128, i32 16383, i32 16384}
!11 = !{i64 2097151, i64 2097152, i64 -1}
!12 = !{i32 -1, i16 -2, i8 -3, i1 true}
!13 = !{i64 72057594037927935, i64 72057594037927936, i32 268435455, i32 268435456}
