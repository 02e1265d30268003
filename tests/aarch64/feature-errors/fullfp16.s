// without fullfp16: each line is rejected
fabd	h26, h2, h13
fabd	v25.4h, v0.4h, v2.4h
fabd	v17.8h, v7.8h, v18.8h
fabs	h25, h19
fabs	v12.4h, v15.4h
fabs	v18.8h, v8.8h
facge	h17, h12, h20
facge	v21.4h, v9.4h, v6.4h
facge	v23.8h, v26.8h, v18.8h
facgt	h18, h31, h24
facgt	v23.4h, v22.4h, v14.4h
facgt	v15.8h, v13.8h, v2.8h
