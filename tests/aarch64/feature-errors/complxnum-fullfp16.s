// without complxnum fullfp16: each line is rejected
fcadd	v28.4h, v6.4h, v22.4h, #270
fcadd	v12.8h, v21.8h, v6.8h, #90
fcmla	v23.4h, v7.4h, v14.4h, #270
fcmla	v30.4h, v6.4h, v20.h[1], #270
fcmla	v10.8h, v6.8h, v29.8h, #90
fcmla	v1.8h, v0.8h, v27.h[1], #180
