// without complxnum: each line is rejected
fcadd	v3.2d, v6.2d, v27.2d, #270
fcadd	v22.2s, v10.2s, v23.2s, #90
fcadd	v1.4s, v29.4s, v13.4s, #90
fcmla	v27.2d, v23.2d, v6.2d, #0
fcmla	v12.2s, v31.2s, v19.2s, #0
fcmla	v29.4s, v24.4s, v8.4s, #270
fcmla	v20.4s, v11.4s, v27.s[0], #180
