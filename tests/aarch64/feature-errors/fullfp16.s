// without fullfp16: each line is rejected
fabd	h7, h29, h7
fabd	v31.4h, v26.4h, v13.4h
fabd	v2.8h, v3.8h, v16.8h
fabs	h22, h24
fabs	v2.4h, v11.4h
fabs	v31.8h, v21.8h
facge	h11, h22, h11
facge	v23.4h, v22.4h, v26.4h
facge	v26.8h, v17.8h, v31.8h
facgt	h5, h18, h2
facgt	v11.4h, v11.4h, v15.4h
facgt	v29.8h, v24.8h, v16.8h
