// mattr: +complxnum
// instructions llvm-mc 19 takes only with: complxnum
fcadd	v11.2d, v22.2d, v10.2d, #270
fcadd	v31.2s, v31.2s, v7.2s, #270
fcadd	v24.4s, v0.4s, v14.4s, #90
fcmla	v28.2d, v12.2d, v16.2d, #0
fcmla	v22.2s, v24.2s, v11.2s, #0
fcmla	v23.4s, v25.4s, v14.4s, #90
fcmla	v3.4s, v17.4s, v28.s[1], #270
