// without fullfp16: each line is rejected
fabd	h0, h0, h18
fabd	v5.4h, v27.4h, v2.4h
fabd	v24.8h, v21.8h, v23.8h
fabs	h3, h22
fabs	v16.4h, v22.4h
fabs	v8.8h, v28.8h
facge	h28, h5, h2
facge	v12.4h, v26.4h, v20.4h
facge	v31.8h, v19.8h, v17.8h
facgt	h27, h0, h24
facgt	v6.4h, v0.4h, v18.4h
facgt	v19.8h, v25.8h, v16.8h
