// mattr: +complxnum
// instructions llvm-mc 19 takes only with: complxnum
fcadd	v7.2d, v2.2d, v5.2d, #90
fcadd	v13.2s, v9.2s, v14.2s, #270
fcadd	v2.4s, v9.4s, v28.4s, #90
fcmla	v19.2d, v19.2d, v0.2d, #0
fcmla	v25.2s, v4.2s, v13.2s, #270
fcmla	v5.4s, v3.4s, v9.4s, #0
fcmla	v26.4s, v22.4s, v8.s[1], #0
