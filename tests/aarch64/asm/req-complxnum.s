// mattr: +complxnum
// instructions llvm-mc 19 takes only with: complxnum
fcadd	v21.2d, v28.2d, v30.2d, #90
fcadd	v5.2s, v14.2s, v26.2s, #270
fcadd	v1.4s, v30.4s, v15.4s, #270
fcmla	v2.2d, v12.2d, v10.2d, #180
fcmla	v7.2s, v23.2s, v11.2s, #180
fcmla	v31.4s, v4.4s, v31.4s, #0
fcmla	v8.4s, v19.4s, v29.s[1], #90
