// without fullfp16: each line is rejected
fabd	h4, h27, h9
fabd	v21.4h, v11.4h, v8.4h
fabd	v11.8h, v15.8h, v15.8h
fabs	h29, h24
fabs	v23.4h, v15.4h
fabs	v22.8h, v8.8h
facge	h14, h26, h10
facge	v3.4h, v18.4h, v10.4h
facge	v20.8h, v23.8h, v3.8h
facgt	h29, h6, h12
facgt	v14.4h, v21.4h, v1.4h
facgt	v23.8h, v12.8h, v17.8h
