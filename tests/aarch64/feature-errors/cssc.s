// without cssc: each line is rejected
abs	w14, w0
abs	x3, x21
cnt	w8, w8
cnt	x25, x1
ctz	wzr, w0
ctz	x28, x17
smax	w7, w23, #52
smax	w18, w1, w13
smax	x17, x23, #-55
smax	x5, x13, x18
smin	w27, w25, #54
smin	w5, w8, w23
