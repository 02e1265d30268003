// without complxnum: each line is rejected
fcadd	v1.2d, v14.2d, v11.2d, #90
fcadd	v7.2s, v1.2s, v1.2s, #90
fcadd	v0.4s, v1.4s, v25.4s, #90
fcmla	v29.2d, v18.2d, v5.2d, #180
fcmla	v5.2s, v11.2s, v21.2s, #270
fcmla	v12.4s, v14.4s, v23.4s, #0
fcmla	v0.4s, v13.4s, v31.s[0], #90
