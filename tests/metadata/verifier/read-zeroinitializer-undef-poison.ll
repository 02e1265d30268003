; reads: constants of every sort in a node
!0 = !{float zeroinitializer, i32 undef, i8 poison, {i32} zeroinitializer, ptr null, <2 x i8> <i8 1, i8 2>, [2 x i16] [i16 1, i16 2], ptr blockaddress(@f, %bb)}
define void @f() {
  br label %bb
bb:
  ret void
}
!n = !{!0}
