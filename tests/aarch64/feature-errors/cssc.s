// without cssc: each line is rejected
abs	w14, w0
abs	x3, x21
cnt	w25, w3
cnt	x24, x28
ctz	w11, w22
ctz	x11, x6
smax	w21, w11, #88
smax	wzr, w28, w21
smax	x7, x5, #-123
smax	x22, x7, xzr
smin	w6, w27, #104
smin	w16, w26, w26
