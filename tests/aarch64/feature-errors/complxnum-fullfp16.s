// without complxnum fullfp16: each line is rejected
fcadd	v5.4h, v4.4h, v16.4h, #90
fcadd	v28.8h, v19.8h, v25.8h, #270
fcmla	v2.4h, v14.4h, v2.4h, #270
fcmla	v26.4h, v22.4h, v25.h[0], #270
fcmla	v15.8h, v7.8h, v15.8h, #270
fcmla	v5.8h, v27.8h, v5.h[3], #90
