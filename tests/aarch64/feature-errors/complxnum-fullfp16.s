// without complxnum fullfp16: each line is rejected
fcadd	v14.4h, v0.4h, v21.4h, #90
fcadd	v26.8h, v4.8h, v19.8h, #90
fcmla	v22.4h, v31.4h, v21.4h, #90
fcmla	v22.4h, v7.4h, v26.h[0], #180
fcmla	v30.8h, v14.8h, v6.8h, #90
fcmla	v13.8h, v12.8h, v26.h[0], #0
