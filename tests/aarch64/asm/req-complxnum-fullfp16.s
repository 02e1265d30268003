// mattr: +complxnum,+fullfp16
// instructions llvm-mc 19 takes only with: complxnum fullfp16
fcadd	v22.4h, v17.4h, v20.4h, #270
fcadd	v6.8h, v31.8h, v19.8h, #270
fcmla	v14.4h, v25.4h, v28.4h, #90
fcmla	v23.4h, v25.4h, v26.h[1], #90
fcmla	v21.8h, v14.8h, v15.8h, #90
fcmla	v23.8h, v14.8h, v20.h[3], #90
