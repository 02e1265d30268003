; A function longer than 127 bytes: its size takes two ULEB128 bytes
; under C, and instructions far from its start.
@x = global [64 x i64] zeroinitializer

define void @f(i64 %v) !pcsections !0 {
  store volatile i64 %v, ptr @x, !pcsections !1
  %p1 = getelementptr i64, ptr @x, i64 1
  store volatile i64 %v, ptr %p1
  %p2 = getelementptr i64, ptr @x, i64 2
  store volatile i64 %v, ptr %p2
  %p3 = getelementptr i64, ptr @x, i64 3
  store volatile i64 %v, ptr %p3
  %p4 = getelementptr i64, ptr @x, i64 4
  store volatile i64 %v, ptr %p4
  %p5 = getelementptr i64, ptr @x, i64 5
  store volatile i64 %v, ptr %p5
  %p6 = getelementptr i64, ptr @x, i64 6
  store volatile i64 %v, ptr %p6
  %p7 = getelementptr i64, ptr @x, i64 7
  store volatile i64 %v, ptr %p7
  %p8 = getelementptr i64, ptr @x, i64 8
  store volatile i64 %v, ptr %p8
  %p9 = getelementptr i64, ptr @x, i64 9
  store volatile i64 %v, ptr %p9
  %p10 = getelementptr i64, ptr @x, i64 10
  store volatile i64 %v, ptr %p10
  %p11 = getelementptr i64, ptr @x, i64 11
  store volatile i64 %v, ptr %p11
  %p12 = getelementptr i64, ptr @x, i64 12
  store volatile i64 %v, ptr %p12
  %p13 = getelementptr i64, ptr @x, i64 13
  store volatile i64 %v, ptr %p13
  %p14 = getelementptr i64, ptr @x, i64 14
  store volatile i64 %v, ptr %p14
  %p15 = getelementptr i64, ptr @x, i64 15
  store volatile i64 %v, ptr %p15
  %p16 = getelementptr i64, ptr @x, i64 16
  store volatile i64 %v, ptr %p16
  %p17 = getelementptr i64, ptr @x, i64 17
  store volatile i64 %v, ptr %p17
  %p18 = getelementptr i64, ptr @x, i64 18
  store volatile i64 %v, ptr %p18
  %p19 = getelementptr i64, ptr @x, i64 19
  store volatile i64 %v, ptr %p19
  %p20 = getelementptr i64, ptr @x, i64 20
  store volatile i64 %v, ptr %p20
  %p21 = getelementptr i64, ptr @x, i64 21
  store volatile i64 %v, ptr %p21
  %p22 = getelementptr i64, ptr @x, i64 22
  store volatile i64 %v, ptr %p22
  %p23 = getelementptr i64, ptr @x, i64 23
  store volatile i64 %v, ptr %p23
  %p24 = getelementptr i64, ptr @x, i64 24
  store volatile i64 %v, ptr %p24
  %p25 = getelementptr i64, ptr @x, i64 25
  store volatile i64 %v, ptr %p25
  %p26 = getelementptr i64, ptr @x, i64 26
  store volatile i64 %v, ptr %p26
  %p27 = getelementptr i64, ptr @x, i64 27
  store volatile i64 %v, ptr %p27
  %p28 = getelementptr i64, ptr @x, i64 28
  store volatile i64 %v, ptr %p28
  %p29 = getelementptr i64, ptr @x, i64 29
  store volatile i64 %v, ptr %p29
  %p30 = getelementptr i64, ptr @x, i64 30
  store volatile i64 %v, ptr %p30, !pcsections !1
  ret void
}

!0 = !{!"big!C", !10, !"big.plain"}
!1 = !{!"big!C"}
!10 = !{i32 100000}
