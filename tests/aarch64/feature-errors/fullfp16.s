// without fullfp16: each line is rejected
fabd	h12, h31, h4
fabd	v4.4h, v2.4h, v5.4h
fabd	v2.8h, v9.8h, v14.8h
fabs	h29, h26
fabs	v9.4h, v31.4h
fabs	v13.8h, v7.8h
facge	h10, h26, h26
facge	v5.4h, v2.4h, v2.4h
facge	v28.8h, v29.8h, v11.8h
facgt	h30, h0, h3
facgt	v26.4h, v22.4h, v18.4h
facgt	v19.8h, v23.8h, v28.8h
