// mattr: +complxnum
// instructions llvm-mc 19 takes only with: complxnum
fcadd	v23.2d, v23.2d, v31.2d, #90
fcadd	v25.2s, v2.2s, v28.2s, #270
fcadd	v3.4s, v0.4s, v18.4s, #90
fcmla	v18.2d, v9.2d, v30.2d, #0
fcmla	v4.2s, v5.2s, v26.2s, #0
fcmla	v28.4s, v7.4s, v18.4s, #0
fcmla	v25.4s, v20.4s, v15.s[0], #270
