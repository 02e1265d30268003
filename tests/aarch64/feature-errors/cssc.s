// without cssc: each line is rejected
abs	w14, w0
abs	x3, x21
cnt	w18, w25
cnt	x27, x27
ctz	w14, w14
ctz	x0, x28
smax	w10, wzr, #0
smax	w25, w3, w19
smax	x16, x13, #-105
smax	xzr, x1, xzr
smin	w2, w13, #34
smin	w21, w8, w29
