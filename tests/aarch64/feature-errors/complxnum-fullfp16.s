// without complxnum fullfp16: each line is rejected
fcadd	v8.4h, v21.4h, v19.4h, #270
fcadd	v13.8h, v9.8h, v25.8h, #270
fcmla	v5.4h, v25.4h, v5.4h, #270
fcmla	v7.4h, v27.4h, v22.h[1], #180
fcmla	v16.8h, v1.8h, v10.8h, #90
fcmla	v18.8h, v21.8h, v19.h[0], #270
