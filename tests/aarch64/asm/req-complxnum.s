// mattr: +complxnum
// instructions llvm-mc 19 takes only with: complxnum
fcadd	v30.2d, v2.2d, v6.2d, #90
fcadd	v3.2s, v16.2s, v30.2s, #270
fcadd	v28.4s, v27.4s, v2.4s, #90
fcmla	v13.2d, v22.2d, v17.2d, #270
fcmla	v21.2s, v11.2s, v13.2s, #270
fcmla	v27.4s, v13.4s, v25.4s, #0
fcmla	v28.4s, v31.4s, v7.s[1], #0
