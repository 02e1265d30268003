// without cssc: each line is rejected
abs	w14, w0
abs	x3, x21
cnt	w21, w25
cnt	x3, x13
ctz	w21, w2
ctz	x11, x30
smax	w13, w25, #-113
smax	w5, w11, w10
smax	x8, x14, #5
smax	x21, x11, x19
smin	w3, w30, #-74
smin	w4, w11, w1
