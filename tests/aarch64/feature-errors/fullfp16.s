// without fullfp16: each line is rejected
fabd	h25, h26, h21
fabd	v7.4h, v6.4h, v20.4h
fabd	v25.8h, v3.8h, v21.8h
fabs	h15, h17
fabs	v28.4h, v11.4h
fabs	v22.8h, v4.8h
facge	h26, h26, h3
facge	v10.4h, v17.4h, v28.4h
facge	v27.8h, v30.8h, v13.8h
facgt	h31, h4, h17
facgt	v2.4h, v5.4h, v26.4h
facgt	v9.8h, v14.8h, v2.8h
