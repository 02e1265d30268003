// without fullfp16: each line is rejected
fabd	h29, h11, h22
fabd	v31.4h, v23.4h, v22.4h
fabd	v19.8h, v26.8h, v17.8h
fabs	h27, h25
fabs	v8.4h, v21.4h
fabs	v4.8h, v30.8h
facge	h6, h11, h31
facge	v15.4h, v27.4h, v29.4h
facge	v0.8h, v18.8h, v13.8h
facgt	h7, h19, h6
facgt	v4.4h, v13.4h, v20.4h
facgt	v8.8h, v4.8h, v30.8h
