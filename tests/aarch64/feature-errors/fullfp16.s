// without fullfp16: each line is rejected
fabd	h12, h2, h7
fabd	v17.4h, v27.4h, v15.4h
fabd	v19.8h, v3.8h, v25.8h
fabs	h20, h27
fabs	v6.4h, v26.4h
fabs	v14.8h, v23.8h
facge	h28, h27, h8
facge	v7.4h, v14.4h, v5.4h
facge	v6.8h, v20.8h, v16.8h
facgt	h9, h15, h10
facgt	v28.4h, v11.4h, v12.4h
facgt	v22.8h, v11.8h, v24.8h
