// without complxnum: each line is rejected
fcadd	v10.2d, v0.2d, v30.2d, #90
fcadd	v26.2s, v19.2s, v25.2s, #90
fcadd	v20.4s, v18.4s, v24.4s, #270
fcmla	v14.2d, v28.2d, v27.2d, #180
fcmla	v20.2s, v26.2s, v21.2s, #0
fcmla	v3.4s, v19.4s, v14.4s, #180
fcmla	v13.4s, v8.4s, v14.s[0], #90
