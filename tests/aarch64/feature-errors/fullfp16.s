// without fullfp16: each line is rejected
fabd	h5, h0, h7
fabd	v19.4h, v30.4h, v15.4h
fabd	v3.8h, v0.8h, v30.8h
fabs	h26, h16
fabs	v21.4h, v6.4h
fabs	v19.8h, v14.8h
facge	h2, h9, h12
facge	v0.4h, v1.4h, v31.4h
facge	v24.8h, v11.8h, v2.8h
facgt	h15, h24, h12
facgt	v19.4h, v9.4h, v11.4h
facgt	v26.8h, v14.8h, v14.8h
