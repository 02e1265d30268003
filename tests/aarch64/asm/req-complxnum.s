// mattr: +complxnum
// instructions llvm-mc 19 takes only with: complxnum
fcadd	v22.2d, v21.2d, v29.2d, #270
fcadd	v13.2s, v26.2s, v26.2s, #270
fcadd	v22.4s, v10.4s, v17.4s, #270
fcmla	v2.2d, v18.2d, v21.2d, #90
fcmla	v27.2s, v13.2s, v11.2s, #90
fcmla	v25.4s, v15.4s, v5.4s, #0
fcmla	v6.4s, v9.4s, v4.s[1], #0
