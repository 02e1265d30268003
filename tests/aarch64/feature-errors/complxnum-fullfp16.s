// without complxnum fullfp16: each line is rejected
fcadd	v29.4h, v18.4h, v22.4h, #90
fcadd	v18.8h, v1.8h, v25.8h, #270
fcmla	v25.4h, v24.4h, v4.4h, #90
fcmla	v25.4h, v15.4h, v16.h[1], #270
fcmla	v16.8h, v6.8h, v30.8h, #90
fcmla	v1.8h, v29.8h, v13.h[1], #90
