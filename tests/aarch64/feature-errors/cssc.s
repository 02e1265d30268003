// without cssc: each line is rejected
abs	w14, w0
abs	x3, x21
cnt	w27, w19
cnt	x26, x8
ctz	w21, w10
ctz	x26, x2
smax	w23, w9, #-11
smax	w10, w25, w6
smax	x18, x28, #101
smax	x28, x11, x7
smin	w27, w29, #-21
smin	w3, w1, w27
