// mattr: +complxnum
// instructions llvm-mc 19 takes only with: complxnum
fcadd	v19.2d, v19.2d, v0.2d, #90
fcadd	v25.2s, v4.2s, v13.2s, #270
fcadd	v25.4s, v15.4s, v16.4s, #270
fcmla	v1.2d, v14.2d, v18.2d, #0
fcmla	v19.2s, v2.2s, v11.2s, #180
fcmla	v19.4s, v27.4s, v14.4s, #0
fcmla	v31.4s, v12.4s, v13.s[1], #0
