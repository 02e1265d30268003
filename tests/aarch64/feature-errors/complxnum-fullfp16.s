// without complxnum fullfp16: each line is rejected
fcadd	v25.4h, v24.4h, v4.4h, #90
fcadd	v20.8h, v5.8h, v22.8h, #270
fcmla	v28.4h, v17.4h, v25.4h, #0
fcmla	v29.4h, v4.4h, v27.h[1], #180
fcmla	v21.8h, v15.8h, v1.8h, #90
fcmla	v9.8h, v16.8h, v21.h[3], #90
