; documented: callback lists encodings
declare !callback !0 void @broker(ptr)
!0 = !{i64 0, i1 false}
