// without complxnum fullfp16: each line is rejected
fcadd	v30.4h, v30.4h, v17.4h, #270
fcadd	v6.8h, v12.8h, v7.8h, #90
fcmla	v4.4h, v1.4h, v27.4h, #0
fcmla	v7.4h, v2.4h, v11.h[1], #0
fcmla	v29.8h, v24.8h, v29.8h, #0
fcmla	v0.8h, v22.8h, v26.h[1], #270
