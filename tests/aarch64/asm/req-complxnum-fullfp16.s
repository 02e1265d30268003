// mattr: +complxnum,+fullfp16
// instructions llvm-mc 19 takes only with: complxnum fullfp16
fcadd	v19.4h, v29.4h, v26.4h, #90
fcadd	v29.8h, v12.8h, v25.8h, #90
fcmla	v10.4h, v9.4h, v23.4h, #0
fcmla	v10.4h, v20.4h, v11.h[1], #180
fcmla	v9.8h, v6.8h, v8.8h, #0
fcmla	v24.8h, v30.8h, v19.h[2], #0
