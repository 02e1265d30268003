// without cssc: each line is rejected
abs	w14, w0
abs	x3, x21
cnt	w5, w19
cnt	x22, x7
ctz	w10, w25
ctz	x21, x14
smax	w21, w13, #57
smax	w6, w15, w9
smax	x5, x20, #15
smax	x24, x22, x27
smin	w6, w15, #-13
smin	w8, w12, w8
