// without fullfp16: each line is rejected
fabd	h9, h31, h26
fabd	v5.4h, v30.4h, v31.4h
fabd	v14.8h, v18.8h, v8.8h
fabs	h26, h17
fabs	v17.4h, v3.4h
fabs	v19.8h, v21.8h
facge	h4, h3, h28
facge	v23.4h, v28.4h, v3.4h
facge	v3.8h, v8.8h, v23.8h
facgt	h23, h29, h16
facgt	v23.4h, v4.4h, v25.4h
facgt	v28.8h, v2.8h, v6.8h
