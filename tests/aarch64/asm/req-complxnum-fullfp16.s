// mattr: +complxnum,+fullfp16
// instructions llvm-mc 19 takes only with: complxnum fullfp16
fcadd	v22.4h, v23.4h, v25.4h, #90
fcadd	v29.8h, v27.8h, v30.8h, #90
fcmla	v12.4h, v28.4h, v12.4h, #180
fcmla	v17.4h, v15.4h, v7.h[1], #0
fcmla	v16.8h, v11.8h, v25.8h, #270
fcmla	v31.8h, v1.8h, v12.h[1], #180
