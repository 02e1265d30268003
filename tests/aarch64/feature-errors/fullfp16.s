// without fullfp16: each line is rejected
fabd	h14, h19, h16
fabd	v2.4h, v9.4h, v5.4h
fabd	v19.8h, v19.8h, v14.8h
fabs	h26, h20
fabs	v1.4h, v14.4h
fabs	v0.8h, v24.8h
facge	h19, h25, h16
facge	v28.4h, v30.4h, v11.4h
facge	v14.8h, v26.8h, v22.8h
facgt	h12, h25, h4
facgt	v0.4h, v12.4h, v2.4h
facgt	v11.8h, v31.8h, v3.8h
