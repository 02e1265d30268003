// without fullfp16: each line is rejected
fabd	h20, h19, h18
fabd	v25.4h, v5.4h, v19.4h
fabd	v6.8h, v19.8h, v20.8h
fabs	h16, h1
fabs	v3.4h, v19.4h
fabs	v11.8h, v30.8h
facge	h7, h7, h29
facge	v7.4h, v14.4h, v31.4h
facge	v12.8h, v10.8h, v19.8h
facgt	h9, h14, h22
facgt	v8.4h, v4.4h, v30.4h
facgt	v15.8h, v26.8h, v23.8h
