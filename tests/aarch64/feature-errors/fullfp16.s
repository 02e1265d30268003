// without fullfp16: each line is rejected
fabd	h22, h8, h5
fabd	v19.4h, v8.4h, v5.4h
fabd	v26.8h, v10.8h, v20.8h
fabs	h6, h7
fabs	v10.4h, v23.4h
fabs	v10.8h, v12.8h
facge	h0, h14, h21
facge	v3.4h, v17.4h, v7.4h
facge	v17.8h, v2.8h, v27.8h
facgt	h20, h14, h23
facgt	v13.4h, v8.4h, v26.4h
facgt	v27.8h, v1.8h, v28.8h
