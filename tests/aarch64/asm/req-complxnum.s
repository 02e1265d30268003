// mattr: +complxnum
// instructions llvm-mc 19 takes only with: complxnum
fcadd	v30.2d, v8.2d, v26.2d, #270
fcadd	v25.2s, v1.2s, v28.2s, #90
fcadd	v24.4s, v27.4s, v12.4s, #270
fcmla	v21.2d, v2.2d, v21.2d, #270
fcmla	v22.2s, v26.2s, v2.2s, #0
fcmla	v9.4s, v14.4s, v5.4s, #270
fcmla	v7.4s, v20.4s, v16.s[0], #0
