// mattr: +complxnum
// instructions llvm-mc 19 takes only with: complxnum
fcadd	v24.2d, v23.2d, v5.2d, #270
fcadd	v18.2s, v0.2s, v14.2s, #90
fcadd	v0.4s, v23.4s, v11.4s, #270
fcmla	v24.2d, v6.2d, v31.2d, #270
fcmla	v10.2s, v2.2s, v6.2s, #180
fcmla	v3.4s, v8.4s, v6.4s, #90
fcmla	v28.4s, v16.4s, v5.s[0], #180
