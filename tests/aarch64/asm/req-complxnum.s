// mattr: +complxnum
// instructions llvm-mc 19 takes only with: complxnum
fcadd	v13.2d, v0.2d, v0.2d, #270
fcadd	v13.2s, v3.2s, v19.2s, #270
fcadd	v10.4s, v24.4s, v21.4s, #90
fcmla	v31.2d, v30.2d, v22.2d, #0
fcmla	v2.2s, v26.2s, v2.2s, #0
fcmla	v17.4s, v18.4s, v14.4s, #0
fcmla	v19.4s, v15.4s, v16.s[1], #90
