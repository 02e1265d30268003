// mattr: +complxnum,+fullfp16
// instructions llvm-mc 19 takes only with: complxnum fullfp16
fcadd	v16.4h, v6.4h, v30.4h, #270
fcadd	v18.8h, v23.8h, v2.8h, #270
fcmla	v21.4h, v15.4h, v1.4h, #90
fcmla	v9.4h, v16.4h, v21.h[1], #90
fcmla	v15.8h, v1.8h, v28.8h, #90
fcmla	v22.8h, v20.8h, v2.h[3], #270
