// mattr: +complxnum,+fullfp16
// instructions llvm-mc 19 takes only with: complxnum fullfp16
fcadd	v30.4h, v3.4h, v19.4h, #270
fcadd	v10.8h, v23.8h, v7.8h, #270
fcmla	v20.4h, v3.4h, v28.4h, #90
fcmla	v7.4h, v16.4h, v5.h[0], #270
fcmla	v17.8h, v3.8h, v3.8h, #270
fcmla	v24.8h, v14.8h, v23.h[2], #90
