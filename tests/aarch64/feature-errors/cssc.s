// without cssc: each line is rejected
abs	w14, w0
abs	x3, x21
cnt	w5, w3
cnt	xzr, x10
ctz	w29, w12
ctz	x17, x0
smax	w7, w28, #93
smax	w4, w28, w7
smax	x24, x2, #0
smax	x29, x6, x7
smin	w23, w25, #127
smin	wzr, w20, w1
