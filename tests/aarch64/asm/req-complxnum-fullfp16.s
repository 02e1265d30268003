// mattr: +complxnum,+fullfp16
// instructions llvm-mc 19 takes only with: complxnum fullfp16
fcadd	v24.4h, v5.4h, v27.4h, #90
fcadd	v21.8h, v22.8h, v28.8h, #90
fcmla	v9.4h, v2.4h, v8.4h, #270
fcmla	v18.4h, v25.4h, v0.h[0], #270
fcmla	v13.8h, v15.8h, v27.8h, #0
fcmla	v30.8h, v5.8h, v30.h[1], #270
