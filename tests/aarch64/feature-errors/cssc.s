// without cssc: each line is rejected
abs	w14, w0
abs	x3, x21
cnt	w18, w1
cnt	x17, xzr
ctz	w22, w16
ctz	x17, x19
smax	w9, w25, #8
smax	w27, w2, w19
smax	x14, x13, #-55
smax	x3, x22, x28
smin	w12, w24, #48
smin	w11, w28, w21
